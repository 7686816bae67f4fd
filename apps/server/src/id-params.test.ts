import { ErrorEnvelopeSchema, ID_MAX } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInAs, staffIp } from './test/staff-client.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Every numeric id of an address is read with the one shared rule (packages/shared id-param.ts,
// ADR 2704) before any query: above the integer column's range, PostgreSQL answered a 500 naming
// the column type. Run with TEST_DATABASE_URL to see it against PostgreSQL.
let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  cookies.rates = await signInAs(t.app, 'rates', staffIp(71));
  cookies.support = await signInAs(t.app, 'support', staffIp(72));
  cookies.content = await signInAs(t.app, 'content', staffIp(73));
});
afterAll(async () => t.close());

const TOO_BIG = String(ID_MAX + 1);
const NOT_CANONICAL = ['0', '007', '1e3', '0x10', '-1', '1.5'];

async function get(url: string, cookie?: string) {
  return t.app.inject({ url, headers: { 'accept-language': 'en', ...(cookie && { cookie }) } });
}

function expectRefused(res: Awaited<ReturnType<typeof get>>, field: string) {
  expect(res.statusCode).toBe(400);
  const envelope = ErrorEnvelopeSchema.parse(res.json());
  expect(envelope.code).toBe('validation_failed');
  expect(Object.keys(envelope.fieldErrors ?? {})).toEqual([field]);
  expect(res.body).not.toMatch(/range|integer|postgres|sqlite/i);
}

describe('numeric ids in API addresses', () => {
  it.each([
    ['/api/posts/%s', 'id', undefined],
    ['/api/branch-locations/%s/qr.svg', 'id', undefined],
    ['/api/staff/rates/%s', 'branchId', 'rates'],
    ['/api/staff/rates/%s/history', 'branchId', 'rates'],
    ['/api/staff/branch-ratings/%s/qr.svg', 'branchId', 'support'],
  ])(
    '%s refuses an id above 2147483647 and any non-canonical one with the 400 envelope',
    async (pattern, field, who) => {
      for (const id of [TOO_BIG, '99999999999', ...NOT_CANONICAL]) {
        expectRefused(await get(pattern.replace('%s', id), who && cookies[who]), field);
      }
    },
  );

  it.each([
    ['/api/posts/%s', undefined],
    ['/api/branch-locations/%s/qr.svg', undefined],
    ['/api/staff/rates/%s', 'rates'],
    ['/api/staff/branch-ratings/%s/qr.svg', 'support'],
  ])('%s looks up the largest id there can be, and finds nothing (404)', async (pattern, who) => {
    const res = await get(pattern.replace('%s', String(ID_MAX)), who && cookies[who]);
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe('not_found');
  });

  it('a staff edit of an id above the range is refused before it is read', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/content/branches/${TOO_BIG}`,
      headers: { cookie: cookies.content!, origin: ORIGIN, 'accept-language': 'en' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).fieldErrors).toHaveProperty('id');
  });
});
