import multipart from '@fastify/multipart';
import { UPLOAD_RULES } from '@waha/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';
import { multipartBody } from '../../test/multipart-form.js';
import { collectParts, type CollectSpec } from './collect.js';
import { sendStoredFile } from './send.js';

const spec: CollectSpec = {
  area: 'tickets',
  rule: { ...UPLOAD_RULES.tickets, maxBytes: 100 },
  textFields: ['name'],
  isFileField: (name) => name === 'files',
  repeatable: ['files'],
  maxFieldBytes: 50,
  tooMany: { field: 'files', message: 'tickets:validation.tooManyFiles' },
};
const refusals: { area: string; reason: string }[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.decorate('metrics', { uploadsRefused: { inc: (labels: never) => refusals.push(labels) } } as never);
  await app.register(errorsPlugin);
  await app.register(multipart);
  app.post('/upload', async (request) => {
    const body = await collectParts(request, spec);
    return {
      fields: body.fields,
      files: body.files.map((f) => [f.field, f.name, f.bytes.length, f.truncated]),
    };
  });
  app.get('/file', (_request, reply) =>
    sendStoredFile(reply, {
      name: 'سيرة ذاتية (1).pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF'),
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: Buffer | string, contentType: string) =>
  app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': contentType } });
const file = (bytes: Buffer, filename = 'a.png') => ({ field: 'files', filename, type: 'image/png', bytes });

describe('collectParts', () => {
  it('reads the fields and files; a file over the limit is cut and marked', async () => {
    const body = multipartBody({ name: 'x' }, [file(Buffer.alloc(10, 1)), file(Buffer.alloc(500, 1))]);
    const res = await post(body.payload, body.contentType);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      fields: { name: 'x' },
      files: [
        ['files', 'a.png', 10, false],
        ['files', 'a.png', 100, true],
      ],
    });
  });

  it('skips what a browser sends for an empty file input, keeps a named 0-byte file', async () => {
    const body = multipartBody({}, [file(Buffer.alloc(0), ''), file(Buffer.alloc(0), 'empty.png')]);
    const res = await post(body.payload, body.contentType);
    expect(res.json().files).toEqual([['files', 'empty.png', 0, false]]);
  });

  it('answers every malformation with a counted 4xx envelope, never a 500', async () => {
    const good = multipartBody({ name: 'x' }, [file(Buffer.alloc(10, 1))]);
    const cases: [string, Buffer | string, string, number, string][] = [
      ['no boundary', good.payload, 'multipart/form-data', 400, 'bad_request'],
      ['wrong boundary', good.payload, 'multipart/form-data; boundary=other', 400, 'bad_request'],
      [
        'cut in a file',
        good.payload.subarray(0, good.payload.length - 20),
        good.contentType,
        400,
        'bad_request',
      ],
      ['cut in a header', good.payload.subarray(0, 30), good.contentType, 400, 'bad_request'],
      ['not multipart', '{}', 'application/json', 415, 'unsupported_media_type'],
    ];
    for (const [what, payload, type, status, code] of cases) {
      const res = await post(payload, type);
      expect([what, res.statusCode]).toEqual([what, status]);
      expect(res.json().code).toBe(code);
    }
  });

  it('refuses unknown and repeated fields, too many files or parts, an over-long field', async () => {
    const cases: [string, ReturnType<typeof multipartBody>, number, string][] = [
      ['unknown text field', multipartBody({ other: 'x' }), 400, 'bad_request'],
      [
        'unknown file field',
        multipartBody({}, [{ ...file(Buffer.alloc(5, 1)), field: 'cv' }]),
        400,
        'bad_request',
      ],
      ['field too long', multipartBody({ name: 'x'.repeat(60) }), 413, 'payload_too_large'],
      [
        'four files',
        multipartBody(
          {},
          Array.from({ length: 4 }, () => file(Buffer.alloc(5, 1))),
        ),
        400,
        'validation_failed',
      ],
    ];
    for (const [what, body, status, code] of cases) {
      const res = await post(body.payload, body.contentType);
      expect([what, res.statusCode]).toEqual([what, status]);
      expect(res.json().code).toBe(code);
    }
    const many = multipartBody(
      {},
      Array.from({ length: 4 }, () => file(Buffer.alloc(5, 1))),
    );
    expect((await post(many.payload, many.contentType)).json().fieldErrors).toEqual({
      // Translated by the error handler (Arabic by default).
      files: ['يمكنك إرفاق 3 ملفات كحد أقصى.'],
    });
    expect(refusals.some((r) => r.reason === 'too_many')).toBe(true);
    expect(refusals.some((r) => r.reason === 'malformed')).toBe(true);
  });
});

describe('sendStoredFile', () => {
  it('sends a download, sandboxed, not sniffed, not cached, with the UTF-8 name', async () => {
    const res = await app.inject({ url: '/file' });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ _____ (1).pdf"; filename*=UTF-8''${encodeURIComponent('سيرة ذاتية')}%20%281%29.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
