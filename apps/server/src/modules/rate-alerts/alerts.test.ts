import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertTexts,
  currentSell,
  freshPhone,
  lastCode,
  postJson,
  setAlert,
} from '../../test/rate-alert-client.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await createTestApp();
  officer = await signInAs(t.app, 'rates', staffIp(60));
});
afterAll(async () => t.close());

const BRANCH = 19;
const putRate = (currency: string, buy: string, sell: string, popr: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/rates/${BRANCH}`,
    headers: { cookie: officer, origin: ORIGIN },
    payload: { rates: [{ currency, ratePurchase: buy, rateSale: sell, popr }], confirmLargeChange: true },
  });
const up = (value: string, by: number) => (Number(value) * by).toFixed(4);

const form = (over: Record<string, unknown> = {}) => ({
  branch: String(BRANCH),
  currency: 'USD',
  kind: 'target',
  side: 'sell',
  direction: 'above',
  target: '',
  phone: freshPhone().typed,
  language: 'en',
  consent: true,
  ...over,
});

describe('setting an alert', () => {
  it('is confirmed by the code sent to the phone; a wrong code sets nothing', async () => {
    const rate = await currentSell(t.app, BRANCH, 'USD');
    const f = form({ target: up(rate.sell, 1.01) });
    const asked = await postJson(t.app, '/api/rate-alerts/code', f);
    expect(asked.statusCode, asked.body).toBe(200);
    const wrong = await postJson(t.app, '/api/rate-alerts/confirm', { form: f, code: '000000' });
    expect(wrong.json().code).toBe('otp_rejected');
    const asked2 = await postJson(t.app, '/api/rate-alerts/code', f);
    expect(asked2.statusCode).toBe(429); // 60 s before a resend, as every code
  });

  it('refuses with field errors: a target already reached, no consent, a bad phone', async () => {
    const rate = await currentSell(t.app, BRANCH, 'USD');
    const met = await postJson(t.app, '/api/rate-alerts/code', form({ target: rate.sell }));
    expect(met.statusCode).toBe(400);
    expect(met.json().fieldErrors).toEqual({ target: [expect.stringContaining('not reached')] });
    const bad = await postJson(
      t.app,
      '/api/rate-alerts/code',
      form({ consent: false, phone: '123', target: '9' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['consent', 'phone']);
  });
});

/** A code that is not `code` (a fixed guess could be the one sent, once in a million). */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * The refusals of one endpoint for a phone in each state: never asked, a wrong guess, the code
 * expired, the code used (right code sent twice), the code's attempts used up. `ask` texts a code
 * and answers the subject; `answer` posts the guess.
 */
async function refusalsFor(
  ask: (phone: ReturnType<typeof freshPhone>) => Promise<string>,
  answer: (phone: ReturnType<typeof freshPhone>, code: string) => ReturnType<typeof postJson>,
) {
  const never = freshPhone();
  const neverAsked = await answer(never, '123456');

  const wrongPhone = freshPhone();
  const wrongCode = otherThan(await lastCode(t.app, await ask(wrongPhone)));
  const wrong = await answer(wrongPhone, wrongCode);

  const expiredPhone = freshPhone();
  const expiredSubject = await ask(expiredPhone);
  await t.app.db
    .updateTable('otp_codes')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('subject', '=', expiredSubject)
    .execute();
  const expired = await answer(expiredPhone, await lastCode(t.app, expiredSubject));

  const usedPhone = freshPhone();
  const usedCode = await lastCode(t.app, await ask(usedPhone));
  expect((await answer(usedPhone, usedCode)).statusCode).toBe(200);
  const used = await answer(usedPhone, usedCode);

  const spentPhone = freshPhone();
  const spentCode = await lastCode(t.app, await ask(spentPhone));
  for (let i = 0; i < 5; i++) await answer(spentPhone, otherThan(spentCode));
  const spent = await answer(spentPhone, spentCode);

  return { neverAsked, wrong, expired, used, spent };
}

describe('one answer for every code failure (issue 37): nothing tells whether a phone used alerts', () => {
  const expectOneAnswer = (refusals: Record<string, { statusCode: number; json: () => unknown }>) => {
    const expected = { code: 'otp_rejected', message: expect.stringContaining('not accepted') };
    for (const [state, res] of Object.entries(refusals)) {
      expect(res.statusCode, state).toBe(400);
      expect(res.json(), state).toEqual(expected);
      expect(res.json(), state).toEqual(refusals.neverAsked!.json());
    }
  };

  it('setting an alert: never asked, wrong, expired, used and spent codes answer alike', async () => {
    const ip = '10.250.10.1';
    const formOf = (phone: ReturnType<typeof freshPhone>) => form({ kind: 'digest', phone: phone.typed });
    const refusals = await refusalsFor(
      async (phone) => {
        const asked = await postJson(t.app, '/api/rate-alerts/code', formOf(phone), ip);
        expect(asked.statusCode, asked.body).toBe(200);
        return `alert:${phone.e164}`;
      },
      (phone, code) => postJson(t.app, '/api/rate-alerts/confirm', { form: formOf(phone), code }, ip),
    );
    expectOneAnswer(refusals);
  });

  it("listing one's alerts: the same five states answer alike", async () => {
    const ip = '10.250.10.2';
    const refusals = await refusalsFor(
      async (phone) => {
        const asked = await postJson(
          t.app,
          '/api/rate-alerts/mine/code',
          { phone: phone.typed, language: 'en' },
          ip,
        );
        expect(asked.statusCode, asked.body).toBe(200);
        return `list:${phone.e164}`;
      },
      (phone, code) => postJson(t.app, '/api/rate-alerts/mine', { phone: phone.typed, code }, ip),
    );
    expectOneAnswer(refusals);
  });

  it('checks the 5-alert cap only after the code: a full phone gets its code, then 409 once it is right', async () => {
    const phone = freshPhone();
    // Five active alerts on this number (their slot counter, as createAlert keeps it).
    await t.app.db.insertInto('rate_alert_phones').values({ phone: phone.e164, active: 5 }).execute();
    const f = form({ kind: 'digest', phone: phone.typed });
    const ip = '10.250.10.3';
    const asked = await postJson(t.app, '/api/rate-alerts/code', f, ip);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCode(t.app, `alert:${phone.e164}`);
    // A wrong code: the same refusal as for any number, nothing about the five alerts.
    const wrong = await postJson(t.app, '/api/rate-alerts/confirm', { form: f, code: otherThan(code) }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('otp_rejected');
    const right = await postJson(t.app, '/api/rate-alerts/confirm', { form: f, code }, ip);
    expect(right.statusCode).toBe(409);
    expect(right.json().code).toBe('rate_alert_limit');
    const active = await t.app.db
      .selectFrom('rate_alerts')
      .select('id')
      .where('phone', '=', phone.e164)
      .execute();
    expect(active).toEqual([]);
  });
});

describe('a staff change across the target', () => {
  it('sends one SMS in the visitor language, none on a second change, and the alert ends', async () => {
    const rate = await currentSell(t.app, BRANCH, 'USD');
    const target = up(rate.sell, 1.02);
    const phone = freshPhone();
    const set = await setAlert(t.app, form({ target, phone: phone.typed, language: 'ur' }), '10.250.9.1');
    expect(set.statusCode, set.body).toBe(200);
    const { alert, active } = set.json();
    expect(active).toBe(1);

    // Not yet across: nothing.
    expect((await putRate('USD', rate.buy, up(rate.sell, 1.01), rate.popr)).statusCode).toBe(200);
    await t.app.rateAlerts.sendDue();
    expect(await alertTexts(t.app, alert.id)).toEqual([]);

    const newSell = up(rate.sell, 1.03);
    expect((await putRate('USD', rate.buy, newSell, rate.popr)).statusCode).toBe(200);
    await t.app.rateAlerts.sendDue();
    const texts = await alertTexts(t.app, alert.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.to_phone).toBe(phone.e164);
    expect(texts[0]!.text).toContain(newSell);
    expect(texts[0]!.text).toContain('الرٹ'); // Urdu
    expect(texts[0]!.text).toMatch(/\/rates\/alerts\/stop\?t=[\w-]+\.[\w-]+&lang=ur/);

    // Back under and over again: the alert has ended, nothing more.
    expect((await putRate('USD', rate.buy, rate.sell, rate.popr)).statusCode).toBe(200);
    expect((await putRate('USD', rate.buy, newSell, rate.popr)).statusCode).toBe(200);
    await t.app.rateAlerts.sendDue();
    expect(await alertTexts(t.app, alert.id)).toHaveLength(1);
    const row = await t.app.db
      .selectFrom('rate_alerts')
      .select('status')
      .where('id', '=', alert.id)
      .executeTakeFirst();
    expect(row?.status).toBe('fired');
  });
});

describe('stopping', () => {
  it('by the signed link: checking stops nothing, the POST stops it, an edited token is refused', async () => {
    const set = await setAlert(t.app, form({ kind: 'digest', currency: 'EUR' }), '10.250.9.2');
    expect(set.statusCode, set.body).toBe(200);
    const token: string = set.json().alert.stopToken;
    const check = await postJson(t.app, '/api/rate-alerts/stop/check', { token });
    expect(check.json()).toEqual({ branch: BRANCH, currency: 'EUR', kind: 'digest', active: true });
    const forged = `${token.split('.')[0]}.${'A'.repeat(22)}`;
    expect((await postJson(t.app, '/api/rate-alerts/stop', { token: forged })).statusCode).toBe(403);
    const stop = await postJson(t.app, '/api/rate-alerts/stop', { token });
    expect(stop.json().active).toBe(false);
    expect((await postJson(t.app, '/api/rate-alerts/stop/check', { token })).json().active).toBe(false);
  });

  it("by listing one's alerts after a code, then stopping one", async () => {
    const phone = freshPhone();
    await setAlert(t.app, form({ kind: 'digest', phone: phone.typed }), '10.250.9.3');
    const asked = await postJson(t.app, '/api/rate-alerts/mine/code', { phone: phone.typed, language: 'en' });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCode(t.app, `list:${phone.e164}`);
    const list = await postJson(t.app, '/api/rate-alerts/mine', { phone: phone.typed, code });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items;
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items)).not.toContain(phone.e164.slice(4));
    expect((await postJson(t.app, '/api/rate-alerts/stop', { token: items[0].stopToken })).statusCode).toBe(
      200,
    );
  });
});

describe('staff counts', () => {
  it('per branch and currency for the rates role, never a phone; refused to others', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/rates/alert-counts',
      headers: { cookie: officer },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/\+966|05\d{8}/);
    for (const item of res.json().items)
      expect(Object.keys(item).sort()).toEqual(['branch', 'currency', 'digests', 'targets']);
    const support = await signInAs(t.app, 'support', staffIp(61));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/staff/rates/alert-counts',
      headers: { cookie: support },
    });
    expect(refused.statusCode).toBe(403);
  });
});
