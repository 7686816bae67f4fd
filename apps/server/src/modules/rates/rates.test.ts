import { ErrorEnvelopeSchema, ExchangeRatesResponseSchema, RATES_UPDATED_AT_HEADER } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CURRENCIES } from '../../db/seed/currencies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RATES_BUCKET } from './limit.js';
import { RATES_CACHE_MS } from './routes.js';
import { readBranchRates } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Redis counters outlive a run: start this client's rates window afresh.
  await t.app.limiter.reset(RATES_BUCKET, '127.0.0.1');
});
afterAll(async () => t.close());

describe('GET /api/exchangeRates', () => {
  it("answers a seeded branch's rows in the spec's shape, with the update time in a header", async () => {
    const res = await t.app.inject({ url: '/api/exchangeRates?Branch_ID=19' });
    expect(res.statusCode).toBe(200);
    const rows = ExchangeRatesResponseSchema.parse(res.json());
    expect(rows).toHaveLength(DEMO_CURRENCIES.length);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['CURRENCY', 'CURR_ANAME', 'CURR_NAME', 'POPR', 'RATEPURCHES', 'RATESALE'].sort(),
    );
    const usd = rows.find((r) => r.CURRENCY === 'USD')!;
    expect(usd).toMatchObject({ CURR_NAME: 'US Dollar', CURR_ANAME: 'دولار أمريكي', POPR: '*' });
    expect(usd.RATESALE).toBeGreaterThan(usd.RATEPURCHES);
    expect(rows.some((r) => r.POPR === '/')).toBe(true);
    expect(new Date(String(res.headers[RATES_UPDATED_AT_HEADER])).toString()).not.toBe('Invalid Date');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('serves a changed rate within a second (each instance caches a branch for RATES_CACHE_MS)', async () => {
    const usd = async () =>
      (await t.app.inject({ url: '/api/exchangeRates?Branch_ID=13' }))
        .json()
        .find((r: { CURRENCY: string }) => r.CURRENCY === 'USD');
    const before = await usd();
    await t.app.db
      .updateTable('exchange_rates')
      .set({ rate_sale: '9.9999' })
      .where('branch_id', '=', 13)
      .where('currency_code', '=', 'USD')
      .execute();
    await new Promise((resolve) => setTimeout(resolve, RATES_CACHE_MS + 50));
    const after = await usd();
    expect(before.RATESALE).not.toBe(9.9999);
    expect(after.RATESALE).toBe(9.9999);
  });

  it('gives each branch its own rates', async () => {
    const a = (await t.app.inject({ url: '/api/exchangeRates?Branch_ID=11' })).json();
    const b = (await t.app.inject({ url: '/api/exchangeRates?Branch_ID=15' })).json();
    expect(a).not.toEqual(b);
  });

  it('accepts a branch id typed in Arabic-Indic digits', async () => {
    const res = await t.app.inject({ url: `/api/exchangeRates?Branch_ID=${encodeURIComponent('١٩')}` });
    expect(res.statusCode).toBe(200);
  });

  it.each(['abc', '', '19.5', '-1', '1e3'])(
    'refuses the non-numeric branch %j with the envelope',
    async (id) => {
      const res = await t.app.inject({
        url: `/api/exchangeRates?Branch_ID=${id}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      const body = ErrorEnvelopeSchema.parse(res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.fieldErrors?.Branch_ID?.[0]).toBe('Choose a valid branch.');
    },
  );

  it('refuses a missing branch id', async () => {
    const res = await t.app.inject({ url: '/api/exchangeRates', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.Branch_ID).toEqual(['This field is required.']);
  });

  it.each(['99', '1'])('refuses the unknown branch %s (the placeholder included)', async (id) => {
    const res = await t.app.inject({
      url: `/api/exchangeRates?Branch_ID=${id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'unknown_branch',
      message: 'هذا الفرع غير موجود.',
      fieldErrors: { Branch_ID: ['اختر فرعًا صحيحًا.'] },
    });
  });
});

describe('readBranchRates (the server render of /rates)', () => {
  it('gives the same rows and time as the API, and null for a branch that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/exchangeRates?Branch_ID=11' });
    const read = await readBranchRates(t.app.db, 11);
    expect(read).toEqual({ rows: res.json(), updatedAt: res.headers[RATES_UPDATED_AT_HEADER] });
    expect(await readBranchRates(t.app.db, 987654)).toBeNull();
  });
});
