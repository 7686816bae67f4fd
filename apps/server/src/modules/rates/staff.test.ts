import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let rates: string;
beforeAll(async () => {
  t = await createTestApp();
  rates = await signInAs(t.app, 'rates', staffIp(40));
});
afterAll(async () => t.close());

const BRANCH = 19;
const put = (payload: unknown, cookie = rates) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/rates/${BRANCH}`,
    headers: { cookie, origin: ORIGIN, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
const publicRates = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/exchangeRates?Branch_ID=${BRANCH}`,
    remoteAddress: staffIp(41),
  });
  return res.json() as { CURRENCY: string; RATEPURCHES: number; RATESALE: number; POPR: string }[];
};
const current = async (code: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/rates/${BRANCH}`,
    headers: { cookie: rates },
  });
  return (
    res.json().items as { currency: string; ratePurchase: string; rateSale: string; popr: string }[]
  ).find((r) => r.currency === code)!;
};

describe('rates desk', () => {
  it('changes one rate, keeps its history and audit entry, and the public answer shows it at once', async () => {
    const usd = await current('USD');
    const buy = (Number(usd.ratePurchase) * 1.01).toFixed(4);
    const sell = (Number(usd.rateSale) * 1.01).toFixed(4);
    await publicRates(); // fill the one-second cache first
    const res = await put({
      rates: [{ currency: 'USD', ratePurchase: buy, rateSale: sell, popr: usd.popr }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 1 });
    const row = (await publicRates()).find((r) => r.CURRENCY === 'USD')!;
    expect(row.RATEPURCHES).toBe(Number(buy));
    expect(row.RATESALE).toBe(Number(sell));

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/staff/rates/${BRANCH}/history`,
      headers: { cookie: rates },
    });
    const [entry] = history.json().items;
    expect(entry).toMatchObject({ currency: 'USD', staff: '90005' });
    expect(JSON.parse(entry.before)).toMatchObject({
      ratePurchase: usd.ratePurchase,
      rateSale: usd.rateSale,
    });
    expect(JSON.parse(entry.after)).toMatchObject({ ratePurchase: buy, rateSale: sell });
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('record_id', '=', `${BRANCH}:USD`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'rate.update', actor_label: '90005' });
  });

  it('accepts Arabic-Indic digits and a pasted table of several currencies', async () => {
    const eur = await current('EUR');
    const gbp = await current('GBP');
    const res = await put({
      rates: [
        { currency: 'EUR', ratePurchase: eur.ratePurchase, rateSale: '٤٫٢', popr: eur.popr },
        { currency: 'GBP', ratePurchase: gbp.ratePurchase, rateSale: gbp.rateSale, popr: gbp.popr },
      ],
      confirmLargeChange: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toBe(1); // GBP was unchanged: no history row for it
    expect((await current('EUR')).rateSale).toBe('4.2');
  });

  it('refuses sell not above buy, even when confirmed, and changes nothing', async () => {
    const usd = await current('USD');
    const res = await put({
      rates: [{ currency: 'USD', ratePurchase: usd.rateSale, rateSale: usd.ratePurchase, popr: usd.popr }],
      confirmLargeChange: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rate_check',
      message: 'Some rates failed the checks. Review them and confirm.',
      fieldErrors: { 'rates.USD': ['The sell rate must be above the buy rate.'] },
    });
    expect(await current('USD')).toEqual(usd);
  });

  it('asks for confirmation when a value moves more than 10%, and saves once confirmed', async () => {
    const usd = await current('USD');
    const big = {
      currency: 'USD',
      ratePurchase: (Number(usd.ratePurchase) * 1.5).toFixed(4),
      rateSale: (Number(usd.rateSale) * 1.5).toFixed(4),
      popr: usd.popr,
    };
    const refused = await put({ rates: [big] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'rates.USD': ['This changes the rate by more than 10%. Confirm to save.'],
    });
    expect(await current('USD')).toEqual(usd);
    const confirmed = await put({ rates: [big], confirmLargeChange: true });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses unknown currencies, bad numbers and an unknown branch', async () => {
    expect(
      (await put({ rates: [{ currency: 'XXX', ratePurchase: '1', rateSale: '2', popr: '*' }] })).statusCode,
    ).toBe(400);
    const bad = await put({ rates: [{ currency: 'USD', ratePurchase: '-1', rateSale: 'abc', popr: '*' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/staff/rates/4242',
      headers: { cookie: rates },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
