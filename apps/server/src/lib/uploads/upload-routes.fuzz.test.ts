import { sampleJobApplication, UPLOAD_RULES } from '@waha/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFiles, JPEG } from '../../test/career-client.js';
import { makeCustomer, randomIp } from '../../test/core-fixtures.js';
import { customerClient, makeFormsCustomer } from '../../test/customer-client.js';
import { buildEvaluation } from '../../test/hr-fixtures.js';
import { mutations, snapshot, type Part, type UploadTarget } from '../../test/hostile-uploads.js';
import { minimalPdf, multipartBody } from '../../test/multipart-form.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { PNG, ticketClient, ticketForm } from '../../test/ticket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { containsMarkup } from './markup.js';

/**
 * Issue 21: every upload route under hostile bodies (cut short, no or a wrong boundary, too many
 * parts, unknown fields, 0-byte, oversized, polyglot and mislabelled files) answers a 4xx envelope,
 * never a 5xx, and keeps nothing: the storage folder and every row that names an upload are as
 * they were. Runs on SQLite and, in the PostgreSQL lane, on PostgreSQL + Redis.
 */
let t: TestApp;
const targets: UploadTarget[] = [];
const pdf = (field: string, filename = 'doc.pdf'): Part => ({
  field,
  filename,
  type: 'application/pdf',
  bytes: minimalPdf(),
});

beforeAll(async () => {
  t = await createTestApp();
  const { app } = t;
  const inject =
    (url: string, headers: () => Record<string, string>, ip: () => string) =>
    (payload: Buffer | string, contentType: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: ip(),
        headers: { ...headers(), 'content-type': contentType },
      });
  const staff = async (role: 'support' | 'forms' | 'content', n: number) => {
    const cookie = await signInAs(app, role, staffIp(n));
    return () => ({ cookie, origin: ORIGIN, 'accept-language': 'en' });
  };

  const customer = await makeCustomer(app.db);
  const ticketFiles = [pdf('files')];
  targets.push({
    name: 'POST /api/tickets',
    url: '/api/tickets',
    fields: ticketForm(customer.national_id),
    files: ticketFiles,
    main: ticketFiles[0]!,
    ...UPLOAD_RULES.tickets,
    acceptsPdf: true,
    send: inject('/api/tickets', () => ({ 'accept-language': 'en' }), randomIp),
  });

  const ticket = await ticketClient(app).submit(ticketForm((await makeCustomer(app.db)).national_id));
  expect(ticket.statusCode, ticket.body).toBe(201);
  const responseUrl = `/api/staff/tickets/${ticket.json().requestId}/files`;
  const response = [pdf('file')];
  targets.push({
    name: 'POST /api/staff/tickets/:id/files',
    url: responseUrl,
    fields: {},
    files: response,
    main: response[0]!,
    ...UPLOAD_RULES.ticketResponses,
    acceptsPdf: true,
    send: inject(responseUrl, await staff('support', 90), () => staffIp(90)),
  });

  const careerFiles = Object.entries(completeFiles()).map(([field, file]) => ({
    field,
    filename: file.name,
    type: file.type,
    bytes: file.bytes,
  }));
  targets.push({
    name: 'POST /api/careers/applications',
    url: '/api/careers/applications',
    fields: { program: 'standard', answers: JSON.stringify(sampleJobApplication()) },
    files: careerFiles,
    main: careerFiles.find((file) => file.field === 'cv')!,
    ...UPLOAD_RULES.careers,
    acceptsPdf: true,
    send: inject('/api/careers/applications', () => ({ 'accept-language': 'en' }), randomIp),
  });

  // A customer answers at most 20 forms an hour: a fresh customer (and session) every 15 calls.
  let client: ReturnType<typeof customerClient>;
  let formUrl = '';
  let calls = 0;
  const freshCustomer = async () => {
    const who = await makeFormsCustomer(app.db);
    client = customerClient(app);
    await client.login(who.nationalId, who.phone);
    formUrl = `/api/forms/kyc-update/${who.ids.demoKyc0008}`;
  };
  await freshCustomer();
  const formFiles = [pdf('idCopy')];
  targets.push({
    name: 'POST /api/forms/:formId/:clientFormId',
    url: formUrl,
    fields: {
      answers: JSON.stringify({
        occupation: 'Engineer',
        monthlyIncome: '12000',
        idExpiry: '2030-05-01',
        purpose: 'family',
        confirm: true,
      }),
    },
    files: formFiles,
    main: formFiles[0]!,
    ...UPLOAD_RULES.forms,
    acceptsPdf: true,
    prepare: async () => {
      if (++calls % 15 === 0) await freshCustomer();
    },
    send: (payload, contentType) => client.post(formUrl, { 'content-type': contentType }, payload),
  });

  const submission = (await makeFormsCustomer(app.db)).ids.demoApp0008!;
  const resultUrl = `/api/staff/forms/submissions/${submission}/result`;
  const result = [pdf('file')];
  targets.push({
    name: 'POST /api/staff/forms/submissions/:id/result',
    url: resultUrl,
    fields: {},
    files: result,
    main: result[0]!,
    ...UPLOAD_RULES.formResults,
    acceptsPdf: true,
    send: inject(resultUrl, await staff('forms', 91), () => staffIp(91)),
  });

  const image = [{ field: 'file', filename: 'photo.jpg', type: 'image/jpeg', bytes: JPEG }];
  targets.push({
    name: 'POST /api/staff/content/images',
    url: '/api/staff/content/images',
    fields: {},
    files: image,
    main: image[0]!,
    ...UPLOAD_RULES.contentImages,
    acceptsPdf: false,
    send: inject('/api/staff/content/images', await staff('content', 92), () => staffIp(92)),
  });
});
afterAll(async () => t?.close());

describe('every upload route under hostile bodies', () => {
  it('covers every multipart upload route of the app', () => {
    expect(targets.map((target) => target.name)).toHaveLength(6);
  });

  it('answers every defect with a 4xx envelope and keeps nothing', async () => {
    for (const target of targets) {
      const cases = await mutations(target);
      const names = Object.keys(cases);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), fc.nat(), async (mutation, seed) => {
          await target.prepare?.();
          const before = await snapshot(t.app, t.config.storageDir);
          const body = cases[mutation]!(seed);
          const res = await target.send(body.payload, body.contentType);
          const label = `${target.name} ${mutation} ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.json(), label).toHaveProperty('code');
          expect(await snapshot(t.app, t.config.storageDir), label).toEqual(before);
        }),
        // Every defect at least once per route, then random cuts and garbage.
        { numRuns: names.length * 3, examples: names.map((name) => [name, 7]) },
      );
    }
  });

  it('takes a valid body on every route (the defects above reached the checks), PNG+HTML drawn clean', async () => {
    const before = await snapshot(t.app, t.config.storageDir);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const target of targets) {
      await target.prepare?.();
      const polyglot = {
        ...target.main,
        filename: 'a.png',
        type: 'image/png',
        bytes: Buffer.concat([PNG, html]),
      };
      const files = target.files.map((file) =>
        file === target.main && target.name === 'POST /api/tickets' ? polyglot : file,
      );
      const body = multipartBody(target.fields, files);
      const res = await target.send(body.payload, body.contentType);
      expect(res.statusCode, `${target.name} ${res.body}`).toBeLessThan(300);
    }
    const after = await snapshot(t.app, t.config.storageDir);
    const added = after.stored.filter((name) => !before.stored.includes(name));
    expect(added.length).toBeGreaterThanOrEqual(targets.length);
    for (const name of added) {
      const stored = await t.app.storage.get(name);
      expect(containsMarkup(stored!.bytes), name).toBe(false);
    }
  });

  it('the HR signature (a data URL in JSON) refuses every hostile file and keeps nothing', async () => {
    const evaluation = await buildEvaluation();
    const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
    const hostile = [
      JPEG,
      minimalPdf(),
      PNG.subarray(0, 40),
      Buffer.from('<svg onload=alert(1)>'),
      Buffer.concat([PNG, Buffer.alloc(UPLOAD_RULES.signature.maxBytes + 10, 1)]),
    ];
    for (const bytes of hostile) {
      const before = await snapshot(t.app, t.config.storageDir);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/careers/interviews',
        payload: { ...evaluation, signature: dataUrl(bytes) },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(await snapshot(t.app, t.config.storageDir)).toEqual(before);
    }
    const cut = JSON.stringify({ ...evaluation, signature: dataUrl(PNG) });
    for (const [payload, type] of [
      [cut.slice(0, cut.length - 9), 'application/json'],
      [cut, 'multipart/form-data'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/careers/interviews',
        payload,
        headers: { 'content-type': type },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});
