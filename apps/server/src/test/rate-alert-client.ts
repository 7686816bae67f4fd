import type { FastifyInstance } from 'fastify';
import { ORIGIN } from './staff-client.js';

let next = 0;
/** A fresh Saudi mobile per call (the code caps count per phone), as typed and as stored. */
export function freshPhone(): { typed: string; e164: string } {
  const local = `5${String(Date.now() % 1e6).padStart(6, '0')}${String(++next % 100).padStart(2, '0')}`;
  return { typed: `0${local}`, e164: `+966${local}` };
}

export const alertIp = (n: number) => `10.250.${n >> 8}.${n & 255}`;

export function postJson(app: FastifyInstance, url: string, payload: unknown, ip = alertIp(1)) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: ORIGIN, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
}

/** The newest code the console SMS adapter kept for a subject. */
export async function lastCode(app: FastifyInstance, subject: string): Promise<string> {
  const row = await app.db
    .selectFrom('dev_sms_outbox')
    .select('code')
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** The alert SMS the console adapter "sent" (subject: the alert id), oldest first. */
export function alertTexts(app: FastifyInstance, alertId: string) {
  return app.db
    .selectFrom('dev_sms_outbox')
    .select(['text', 'to_phone'])
    .where('purpose', '=', 'rate-alert')
    .where('subject', '=', alertId)
    .orderBy('created_at')
    .execute();
}

export async function currentSell(app: FastifyInstance, branch: number, currency: string) {
  const row = await app.db
    .selectFrom('exchange_rates')
    .select(['rate_purchase', 'rate_sale', 'popr'])
    .where('branch_id', '=', branch)
    .where('currency_code', '=', currency)
    .executeTakeFirstOrThrow();
  return { buy: row.rate_purchase, sell: row.rate_sale, popr: row.popr };
}

/** Sets an alert through the API: form -> code -> confirm. Answers the confirm response. */
export async function setAlert(app: FastifyInstance, form: Record<string, unknown>, ip = alertIp(1)) {
  const code = await postJson(app, '/api/rate-alerts/code', form, ip);
  if (code.statusCode !== 200) return code;
  const phone = `+966${String(form.phone).slice(1)}`;
  return postJson(app, '/api/rate-alerts/confirm', { form, code: await lastCode(app, `alert:${phone}`) }, ip);
}
