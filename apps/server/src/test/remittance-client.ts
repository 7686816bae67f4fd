import type { FastifyInstance } from 'fastify';
import { randomIp } from './core-fixtures.js';

/** Drives the two steps as the site does, reading the code from the development outbox. */
export function remittanceClient(app: FastifyInstance, ip = randomIp()) {
  const post = (url: string, payload: unknown, language = 'en') =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  return {
    ip,
    requestCode: (service: string, form: object, language?: string) =>
      post(`/api/remittance/${service}/code`, form, language),
    confirm: (service: string, form: object, code: string, language?: string) =>
      post(`/api/remittance/${service}/confirm`, { form, code }, language),
    async lastCode(service: string, transferNumber: string): Promise<string> {
      const res = await app.inject({ url: `/api/dev/outbox?subject=${service}:${transferNumber}` });
      const [latest] = res.json() as { code: string }[];
      if (!latest) throw new Error(`no SMS for ${service}:${transferNumber}`);
      return latest.code;
    },
  };
}

/** A valid cancellation form for the given transfer and sender; `extra` overrides fields. */
export const cancelForm = (ids: { reference: string; nationalId: string }, extra: object = {}) => ({
  ...ids,
  reason: 'Sent to the wrong person, please cancel.',
  refundMethod: 'bank_transfer',
  accountHolderName: 'mohammed abdullah al-qahtani',
  iban: 'SA03 8000 0000 6080 1016 7519',
  ibanConfirm: 'SA0380000000608010167519',
  bankName: 'Al Rajhi Bank',
  declaration: true,
  ...extra,
});
