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
