import type { FastifyInstance } from 'fastify';
import { randomIp } from './core-fixtures.js';
import { multipartBody, PDF_BYTES } from './multipart-form.js';

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and files, all under one field name (app.inject). */
export function multipartForm(fields: Record<string, string>, files: FilePart[], fileField = 'files') {
  const body = multipartBody(
    fields,
    files.map((file) => ({ field: fileField, filename: file.name, type: file.type, bytes: file.bytes })),
  );
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

/** The smallest valid PNG and PDF headers: file-type recognises them by their bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = PDF_BYTES;
/** A Windows executable's header: refused whatever its name says. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export const ticketForm = (nationalId: string, extra: Record<string, string> = {}) => ({
  nationalId,
  name: 'Mohammed Al-Qahtani',
  email: 'mohammed@example.com',
  phone: '0500000001',
  category: 'complaint',
  requestType: 'app_issue',
  description: 'The app shows an error when I open my transfers.',
  ...extra,
});

/** Drives the public ticket API as the site does, reading codes from the development outbox. */
export function ticketClient(app: FastifyInstance, ip = randomIp()) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': 'en' } });
  return {
    submit: (fields: Record<string, string>, files: FilePart[] = []) => {
      const body = multipartForm(fields, files);
      return app.inject({
        method: 'POST',
        url: '/api/tickets',
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': 'en' },
        remoteAddress: ip,
      });
    },
    status: (requestId: string, nationalId: string) => post('/api/tickets/status', { requestId, nationalId }),
    code: (action: 'reply' | 'review', requestId: string, nationalId: string) =>
      post(`/api/tickets/${action}/code`, { requestId, nationalId }),
    post,
    async lastCode(action: 'reply' | 'review', requestId: string): Promise<string> {
      const res = await app.inject({ url: `/api/dev/outbox?subject=ticket-${action}:${requestId}` });
      const [latest] = res.json() as { code: string }[];
      if (!latest) throw new Error(`no code for ${action}:${requestId}`);
      return latest.code;
    },
  };
}
