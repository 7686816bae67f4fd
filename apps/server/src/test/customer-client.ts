import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { demoCustomerForms } from '../db/seed/forms.js';
import { makeCustomer, makeTransfer, randomIp } from './core-fixtures.js';
import { cookieOf, ORIGIN } from './staff-client.js';

/** A browser of the login area: logs in by ID, phone and the code from the dev outbox. */
export function customerClient(app: FastifyInstance, ip = randomIp()) {
  let cookie = '';
  const headers = (extra: Record<string, string> = {}) => ({
    origin: ORIGIN,
    'accept-language': 'en',
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  const client = {
    ip,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    headers,
    requestCode: (nationalId: string, phone: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forms/login',
        remoteAddress: ip,
        headers: headers(),
        payload: { nationalId, phone },
      }),
    verify: (nationalId: string, phone: string, code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forms/verify',
        remoteAddress: ip,
        headers: headers(),
        payload: { nationalId, phone, code },
      }),
    async lastCode(nationalId: string): Promise<string> {
      const res = await app.inject({ url: `/api/dev/outbox?subject=login:${nationalId}` });
      const [latest] = res.json() as { code: string }[];
      if (!latest) throw new Error(`no login SMS for ${nationalId}`);
      return latest.code;
    },
    /**
     * Both steps; keeps the session cookie for the next calls. Earlier codes of this person are
     * cleared first, so tests may log in again within the resend wait (otp tests prove the caps).
     */
    async login(nationalId: string, phone: string) {
      await app.db.deleteFrom('otp_codes').where('subject', '=', `login:${nationalId}`).execute();
      const sent = await client.requestCode(nationalId, phone);
      if (sent.statusCode !== 200) throw new Error(`login code: ${sent.statusCode} ${sent.body}`);
      const res = await client.verify(nationalId, phone, await client.lastCode(nationalId));
      if (res.statusCode !== 200) throw new Error(`login verify: ${res.statusCode} ${res.body}`);
      cookie = cookieOf(res);
      return res;
    },
    get: (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip, headers: headers() }),
    post: (url: string, extra: Record<string, string> = {}, payload?: string | Buffer | object) =>
      app.inject({ method: 'POST', url, remoteAddress: ip, headers: headers(extra), payload }),
  };
  return client;
}

/**
 * A customer of its own per test (limiter counters may live in Redis and outlive a run), with the
 * demo customer's forms: two to fill (one about a transfer of theirs) and one of each history status.
 */
export async function makeFormsCustomer(db: Db) {
  const local = `05${String(randomInt(10 ** 8)).padStart(8, '0')}`;
  const customer = await makeCustomer(db, { phone: `+966${local.slice(1)}` });
  const transfer = await makeTransfer(db, customer.national_id);
  const tag = customer.national_id.slice(-6);
  const ids: Record<string, string> = {};
  const rows = demoCustomerForms(Date.now())
    .filter((row) => row.national_id === '1000000008')
    .map((row) => {
      ids[row.id] = `${row.id.slice(0, 7)}${tag}`;
      return {
        ...row,
        id: ids[row.id]!,
        national_id: customer.national_id,
        transfer_number: row.transfer_number ? transfer.transfer_number : null,
      };
    });
  await db.insertInto('customer_forms').values(rows).execute();
  return { nationalId: customer.national_id, phone: local, transfer, ids };
}
