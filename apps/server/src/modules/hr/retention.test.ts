import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../test/hr-fixtures.js';
import { PDF_BYTES } from '../../test/multipart-form.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { purgeExpired, PURGED_NAME } from './retention.js';

let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await signInAs(t.app, 'hr', staffIp(71));
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: hr, 'accept-language': 'en' } });
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
const cv = [{ kind: 'cv', bytes: PDF_BYTES, type: 'application/pdf', ext: 'pdf' as const }];

describe('retention (PDPL)', () => {
  it('has a default of 180 days and takes a new setting with Arabic digits, audited', async () => {
    expect((await call('GET', '/api/staff/hr/retention')).json()).toEqual({ days: 180 });
    expect((await call('PUT', '/api/staff/hr/retention', { days: '5' })).json().fieldErrors.days).toEqual([
      'Enter a number of days between 30 and 3650.',
    ]);
    expect((await call('PUT', '/api/staff/hr/retention', { days: '٩٠' })).json()).toEqual({ days: 90 });
    expect((await call('GET', '/api/staff/hr/retention')).json()).toEqual({ days: 90 });
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'hr.retention.set')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ before: '{"days":180}', after: '{"days":90}' })]);
  });

  it('erases only rejected applications older than the setting, files included, one audit entry each', async () => {
    await call('PUT', '/api/staff/hr/retention', { days: 90 });
    const old = await insertApplication(t.app, { status: 'rejected', updated_at: daysAgo(91) }, cv);
    const recent = await insertApplication(t.app, { status: 'rejected', updated_at: daysAgo(10) }, cv);
    const oldButHired = await insertApplication(t.app, { status: 'hired', updated_at: daysAgo(400) }, cv);
    await call('POST', `/api/staff/hr/applications/${old.id}/notes`, { text: 'Not a fit' });

    const res = await call('POST', '/api/staff/hr/retention/apply');
    expect(res.json()).toEqual({ purged: 1 });

    const purged = (await call('GET', `/api/staff/hr/applications/${old.id}`)).json();
    expect(purged).toMatchObject({
      fullName: PURGED_NAME,
      nationalId: '',
      answers: null,
      sensitive: null,
      files: [],
      notes: [],
      purgedAt: expect.any(String),
    });
    expect(await t.app.storage.get(old.keys[0]!)).toBeNull();
    expect(await t.app.storage.get(recent.keys[0]!)).not.toBeNull();
    expect(await t.app.storage.get(oldButHired.keys[0]!)).not.toBeNull();
    for (const kept of [recent, oldButHired]) {
      const view = (await call('GET', `/api/staff/hr/applications/${kept.id}`)).json();
      expect(view).toMatchObject({ fullName: kept.full_name, purgedAt: null, files: [expect.anything()] });
    }
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'hr.application.purge')
      .execute();
    expect(audit.map((a) => a.record_id)).toEqual([old.id]);
    expect(audit[0]!.actor_label).toBe('90007');
    // Already purged: a second run finds nothing to do, and the purged application takes no changes.
    expect(await purgeExpired(t.app.db, t.app.storage)).toBe(0);
    const moved = await call('POST', `/api/staff/hr/applications/${old.id}/status`, { status: 'screening' });
    expect(moved.json().code).toBe('invalid_transition');
  });
});
