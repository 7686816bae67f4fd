import {
  STAFF_DESKS,
  STAFF_NON_DESK_API,
  underStaffPrefix,
  type StaffDeskSpec,
  type StaffPermission,
} from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The desk list in packages/shared is what the web app's navigation and router are built from
// (checked on the web side); this holds it against the server's route -> permission table, as the
// routes declare it (config.permission, gathered at start-up in app.staffRoutePermissions).
type Table = Record<string, StaffPermission | 'public'>;
type Desks = Record<string, StaffDeskSpec>;

let t: TestApp;
let routes: Table;
beforeAll(async () => {
  t = await createTestApp();
  routes = Object.fromEntries(t.app.staffRoutePermissions);
});
afterAll(async () => t.close());

const under = (path: string, prefixes: readonly string[]) => prefixes.some((p) => underStaffPrefix(path, p));

/** Every disagreement between the desks and the table, as readable lines (empty when they agree). */
function problems(desks: Desks, table: Table, nonDesk: readonly string[]): string[] {
  const routes = Object.entries(table).map(([key, permission]) => {
    const [method = '', path = ''] = key.split(' ');
    return { key, method, path, permission };
  });
  const found: string[] = [];
  for (const [id, desk] of Object.entries(desks)) {
    const mine = routes.filter((r) => under(r.path, desk.api));
    for (const r of mine) {
      // A read that shows the desk must not ask for more than opening the desk does, unless declared.
      const ok = r.permission === desk.permission || desk.also?.includes(r.permission as StaffPermission);
      if (!ok) found.push(`${id}: ${r.key} is guarded by ${r.permission}`);
    }
    for (const prefix of desk.api)
      if (!routes.some((r) => underStaffPrefix(r.path, prefix)))
        found.push(`${id}: no route under ${prefix}`);
    for (const extra of desk.also ?? [])
      if (!mine.some((r) => r.permission === extra)) found.push(`${id}: ${extra} guards none of its routes`);
    if (desk.api.length && !mine.some((r) => r.method === 'GET' && r.permission === desk.permission))
      found.push(`${id}: no read guarded by ${desk.permission}`);
  }
  const prefixes = [...Object.values(desks).flatMap((d) => d.api), ...nonDesk];
  for (const r of routes) {
    if (!under(r.path, prefixes)) found.push(`${r.key} belongs to no desk or known area`);
    if (r.permission === 'public' && !under(r.path, nonDesk)) found.push(`${r.key} is public inside a desk`);
  }
  return found;
}

describe('desks against the route -> permission table', () => {
  it('agree: every desk route guarded by the desk permission (reads) or one it declares, no orphan route', () => {
    expect(problems(STAFF_DESKS, routes, STAFF_NON_DESK_API)).toEqual([]);
  });

  it('catches a route outside every desk, a desk read guarded by another permission and a public desk route', () => {
    const planted: Table = {
      ...routes,
      'GET /api/staff/nowhere': 'self',
      'GET /api/staff/rates/:branchId/secret': 'audit.read',
      'POST /api/staff/audit/open': 'public',
    };
    expect(problems(STAFF_DESKS, planted, STAFF_NON_DESK_API)).toEqual([
      'rates: GET /api/staff/rates/:branchId/secret is guarded by audit.read',
      'audit: POST /api/staff/audit/open is guarded by public',
      'GET /api/staff/nowhere belongs to no desk or known area',
      'POST /api/staff/audit/open is public inside a desk',
    ]);
  });

  it('catches a desk whose prefix or declared permission no route uses', () => {
    const desks: Desks = {
      ...STAFF_DESKS,
      ghost: { path: 'ghost', permission: 'hr.read', also: ['hr.write'], api: ['/api/staff/ghost'] },
    };
    expect(problems(desks, routes, STAFF_NON_DESK_API)).toEqual([
      'ghost: no route under /api/staff/ghost',
      'ghost: hr.write guards none of its routes',
      'ghost: no read guarded by hr.read',
    ]);
  });
});
