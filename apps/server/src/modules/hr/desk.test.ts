import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../test/hr-fixtures.js';
import { applicationDetail } from './application-view.js';
import { PDF_BYTES } from '../../test/multipart-form.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let hr: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await signInAs(t.app, 'hr', staffIp(61));
  support = await signInAs(t.app, 'support', staffIp(62));
});
afterAll(async () => t.close());

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie, 'accept-language': 'en' } });
const auditOf = (recordId: string) =>
  t.app.db.selectFrom('staff_audit_log').selectAll().where('record_id', '=', recordId).execute();

describe('the HR desk list', () => {
  it('filters by program, position, status and received date on the server, with sort and paging', async () => {
    await insertApplication(t.app, {
      program: 'abnaa',
      position: 'Branch cashier',
      created_at: '2026-01-10T08:00:00.000Z',
    });
    await insertApplication(t.app, {
      program: 'abnaa',
      position: 'Driver',
      status: 'screening',
      created_at: '2026-02-10T08:00:00.000Z',
    });
    await insertApplication(t.app, {
      program: 'standard',
      position: 'Cashier',
      created_at: '2026-03-10T08:00:00.000Z',
    });
    const list = async (query: string) =>
      (await call(hr, 'GET', `/api/staff/hr/applications?${query}`)).json();

    expect((await list('program=abnaa&count=true')).total).toBe(2);
    expect(
      (await list('program=abnaa&position=cashier')).items.map((r: { position: string }) => r.position),
    ).toEqual(['Branch cashier']);
    expect((await list('status=screening')).items).toHaveLength(1);
    expect((await list('from=2026-02-01&to=2026-03-10&count=true')).total).toBe(2);
    // Days are Riyadh's (UTC+3): 22:30 UTC on 31 March is 1 April in Riyadh.
    await insertApplication(t.app, {
      program: 'standard',
      position: 'Night teller',
      created_at: '2026-03-31T22:30:00.000Z',
    });
    const positions = async (query: string) =>
      (await list(query)).items.map((r: { position: string }) => r.position);
    expect(await positions('from=2026-04-01&to=2026-04-01')).toEqual(['Night teller']);
    expect(await positions('from=2026-03-31&to=2026-03-31')).toEqual([]);
    const range = 'from=2026-01-01&to=2026-03-31&sort=createdAt&pageSize=1';
    const first = await list(`${range}&count=true`);
    expect(first).toMatchObject({ total: 3, totalCapped: false, next: expect.any(String) });
    const second = await list(`${range}&after=${first.next}`);
    expect(second).toMatchObject({ total: null, items: [{ position: 'Driver' }] });
    expect((await call(hr, 'GET', '/api/staff/hr/applications?sort=national_id')).statusCode).toBe(400);
    expect(
      (await call(hr, 'GET', '/api/staff/hr/applications?q=ja-demo0001')).json().items[0].reference,
    ).toBe('JA-DEMO0001');
  });

  it('is refused to other roles and to the public', async () => {
    expect((await call(support, 'GET', '/api/staff/hr/applications')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/hr/applications' })).statusCode).toBe(401);
  });
});

describe('one application', () => {
  it('shows sensitive answers only to hr.sensitive', async () => {
    const app = await insertApplication(t.app);
    const full = (await call(hr, 'GET', `/api/staff/hr/applications/${app.id}`)).json();
    expect(full).toMatchObject({
      sensitive: { religion: 'Islam' },
      sensitiveHidden: false,
      answers: { city: 'Jeddah' },
    });
    // No demo role holds hr.read without hr.sensitive: the view is asked as such a role would be.
    const narrow = await applicationDetail(t.app.db, app.id, false);
    expect(narrow).toMatchObject({ sensitive: null, sensitiveHidden: true, answers: { city: 'Jeddah' } });
    expect(JSON.stringify(narrow)).not.toContain('Islam');
  });

  it('moves it in the pipeline with an event and an audit entry, and refuses a no-op', async () => {
    const app = await insertApplication(t.app);
    const moved = await call(hr, 'POST', `/api/staff/hr/applications/${app.id}/status`, {
      status: 'interview',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'interview',
      events: [{ fromStatus: 'received', toStatus: 'interview', actor: '90007' }],
    });
    const audit = await auditOf(app.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'hr.application.status',
        actor_label: '90007',
        after: '{"status":"interview"}',
      }),
    ]);
    const again = await call(hr, 'POST', `/api/staff/hr/applications/${app.id}/status`, {
      status: 'interview',
    });
    expect(again.json().code).toBe('invalid_transition');
    const bad = await call(hr, 'POST', `/api/staff/hr/applications/${app.id}/status`, { status: 'fired' });
    expect(bad.json().fieldErrors.status).toEqual(['Choose a status.']);
    expect(
      (await call(support, 'POST', `/api/staff/hr/applications/${app.id}/status`, { status: 'offer' }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps internal notes, audited', async () => {
    const app = await insertApplication(t.app);
    const empty = await call(hr, 'POST', `/api/staff/hr/applications/${app.id}/notes`, { text: '  ' });
    expect(empty.json().fieldErrors.text).toEqual(['This field is required.']);
    const res = await call(hr, 'POST', `/api/staff/hr/applications/${app.id}/notes`, {
      text: 'Strong <b>English</b>',
    });
    expect(res.json().notes).toEqual([
      expect.objectContaining({ text: 'Strong <b>English</b>', author: '90007' }),
    ]);
    expect((await auditOf(app.id)).map((a) => a.action)).toEqual(['hr.application.note']);
  });

  it('serves its files to HR only, never to other roles or the public', async () => {
    const app = await insertApplication(t.app, {}, [
      { kind: 'cv', bytes: PDF_BYTES, type: 'application/pdf', ext: 'pdf' },
    ]);
    const detail = (await call(hr, 'GET', `/api/staff/hr/applications/${app.id}`)).json();
    const url = `/api/staff/hr/applications/${app.id}/files/${detail.files[0].id}`;
    const file = await call(hr, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body.startsWith('%PDF')).toBe(true);
    expect((await call(support, 'GET', url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await auditOf(app.id)).map((a) => a.action)).toEqual(['hr.application.file.read']);
  });

  it('links an evaluation and lists it with the application', async () => {
    const app = await insertApplication(t.app);
    const evaluations = (await call(hr, 'GET', '/api/staff/hr/evaluations')).json();
    const demo = evaluations[0];
    const linked = await call(hr, 'POST', `/api/staff/hr/applications/${app.id}/evaluations`, {
      evaluationId: demo.id,
    });
    expect(linked.json().evaluations).toEqual([
      expect.objectContaining({ id: demo.id, employeeNumber: '10001' }),
    ]);
    const signature = await call(hr, 'GET', `/api/staff/hr/evaluations/${demo.id}/signature`);
    expect(signature.headers['content-type']).toBe('image/png');
    expect((await call(support, 'GET', `/api/staff/hr/evaluations/${demo.id}/signature`)).statusCode).toBe(
      403,
    );
  });

  it('prints a PDF with the Arabic name found by pdftotext', async () => {
    const app = await insertApplication(t.app, { full_name: 'فاطمة علي الزهراني' });
    const res = await call(hr, 'GET', `/api/staff/hr/applications/${app.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hr-pdf-')), 'a.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('الزهراني');
    expect(text).toContain(app.reference);
  });
});
