import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';

let t: TestApp;
const sessions = new Map<StaffRole, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const [i, role] of STAFF_ROLES.entries())
    sessions.set(role, await signInAs(t.app, role, staffIp(200 + i)));
});
afterAll(async () => t.close());

const PARAMS: Record<string, string> = {
  ':id': '00000000-0000-4000-8000-000000000000',
  ':branchId': '19',
  ':reference': 'CNABCDEFGH',
};
const urlOf = (pattern: string) => pattern.replace(/:\w+/g, (p) => PARAMS[p] ?? 'x');
// The table the routes declared (config.permission); sign-out ends the session it is called with:
// walked last.
const table = () =>
  [...t.app.staffRoutePermissions].sort(
    ([a], [b]) => Number(a.includes('sign-out')) - Number(b.includes('sign-out')),
  );

describe('the route -> permission table', () => {
  it('records each staff route with the permission its own config declares', () => {
    const declared = t.app.staffRoutePermissions;
    expect(declared.get('POST /api/staff/auth/sign-in')).toBe('public');
    expect(declared.get('GET /api/staff/me')).toBe('self');
    expect(declared.get('PUT /api/staff/rates/:branchId')).toBe('rates.write');
    expect(declared.get('DELETE /api/staff/canned-replies/:id')).toBe('tickets.lead');
    expect(declared.get('GET /api/staff/escalations/:id')).toBe('escalation.read');
    expect(declared.get('POST /api/staff/content/banners/:id/publish')).toBe('content.write');
  });

  it('refuses every guarded route without a session (401, no data)', async () => {
    for (const [key, permission] of table()) {
      if (permission === 'public') continue;
      const [method, pattern] = key.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: urlOf(pattern),
        headers: { origin: ORIGIN },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, key).toBe(401);
      expect(Object.keys(res.json()).sort(), key).toEqual(['code', 'message']);
    }
  });

  it('answers 403 and no data to every role without the permission, and lets the others through', async () => {
    let walked = 0;
    for (const [key, permission] of table()) {
      if (permission === 'public') continue;
      const [method, pattern] = key.split(' ') as [string, string];
      for (const role of STAFF_ROLES) {
        const allowed = permission === 'self' || ROLE_PERMISSIONS[role].includes(permission);
        if (key.includes('sign-out') && !allowed) continue;
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlOf(pattern),
          headers: { origin: ORIGIN, cookie: sessions.get(role)! },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        walked++;
        if (allowed) {
          expect([401, 403], `${role} ${key}: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${role} ${key}`).toBe(403);
          expect(res.json(), `${role} ${key}`).toEqual({ code: 'forbidden', message: expect.any(String) });
        }
      }
    }
    expect(walked).toBeGreaterThan(100);
  });
});

describe('noindex', () => {
  it('marks the back office pages and API noindex', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/staff/sign-in' });
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const api = await t.app.inject({ method: 'GET', url: '/api/staff/me' });
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});
