import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, randomNationalId } from '../../../test/core-fixtures.js';
import { pdfText } from '../../../test/pdf-text.js';
import { post } from '../../../test/queue-fixtures.js';
import { signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let lead: string;
let support: string;
let escalation: string;
const H = 3_600_000;

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  lead = await signInAs(t.app, 'support_lead', staffIp(93));
  support = await signInAs(t.app, 'support', staffIp(94));
  escalation = await signInAs(t.app, 'escalation', staffIp(95));
});
afterAll(async () => t.close());

describe('a complaint registered by staff', () => {
  const form = (nationalId: string, extra: object = {}) => ({
    nationalId,
    name: 'Salem Ahmed',
    phone: '0551234567',
    category: 'complaint',
    requestType: 'other',
    description: 'Called SAMA about a late refund.',
    language: 'ar',
    channel: 'samacares',
    samacaresReference: '٢٠٢٥-١٢٣٤',
    ...extra,
  });

  it('creates a normal ticket with channel samacares, audited, and texts the customer', async () => {
    const customer = await makeCustomer(t.app.db);
    const res = await post(t.app, support, '/api/staff/tickets/register', form(customer.national_id));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const row = await t.app.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: 'samacares',
      samacares_reference: '2025-1234',
      status: 'open',
      email: '',
    });
    expect(Date.parse(row.target_at) - Date.parse(row.created_at)).toBe(7 * 24 * H);
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('record_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['ticket.register']);
    const sms = await t.app.db.selectFrom('dev_sms_outbox').selectAll().where('subject', '=', id).execute();
    expect(sms).toHaveLength(1);
    const again = await post(t.app, support, '/api/staff/tickets/register', form(customer.national_id));
    expect(again.json()).toMatchObject({ code: 'ticket_open_exists' });
  });

  it('needs the SAMACares reference for SAMACares, and tickets.write', async () => {
    const missing = await post(t.app, support, '/api/staff/tickets/register', {
      ...form(randomNationalId()),
      samacaresReference: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.samacaresReference).toEqual(['هذا الحقل مطلوب.']);
    const phone = await post(t.app, lead, '/api/staff/tickets/register', {
      ...form(randomNationalId()),
      channel: 'phone',
      samacaresReference: '',
    });
    expect(phone.statusCode).toBe(201);
    expect(
      (await post(t.app, escalation, '/api/staff/tickets/register', form(randomNationalId()))).statusCode,
    ).toBe(403);
  });

  it('records the branch of a complaint made at a branch, which the report counts it under', async () => {
    const atBranch = async () => {
      const report = (await get(lead, '/api/staff/complaints/report')).json();
      return report.byChannel.find((c: { channel: string }) => c.channel === 'branch')?.count ?? 0;
    };
    const before = await atBranch();
    const base = { ...form(randomNationalId()), channel: 'branch', samacaresReference: '' };
    const missing = await post(t.app, support, '/api/staff/tickets/register', base);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(['branchId']);
    const made = await post(t.app, support, '/api/staff/tickets/register', { ...base, branchId: '15' });
    expect(made.statusCode, made.body).toBe(201);
    const view = await get(support, `/api/staff/tickets/${made.json().id}`);
    expect(view.json()).toMatchObject({ channel: 'branch', branchId: 15 });
    expect(await atBranch()).toBe(before + 1);
    const report = (await get(lead, '/api/staff/complaints/report')).json();
    expect(report.byBranch).toContainEqual(expect.objectContaining({ branchId: 15 }));
  });

  it('solves only with a remedy, and prints the unified response with its Arabic heading', async () => {
    const customer = await makeCustomer(t.app.db);
    const { id } = (
      await post(t.app, support, '/api/staff/tickets/register', form(customer.national_id))
    ).json();
    const bare = await post(t.app, support, `/api/staff/tickets/${id}/solve`, { response: 'Refunded.' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors.remedy).toBeDefined();
    const solved = await post(t.app, support, `/api/staff/tickets/${id}/solve`, {
      response: 'أعدنا الرسوم إلى حسابك.',
      remedy: 'refund',
    });
    expect(solved.json()).toMatchObject({ status: 'solved', remedy: 'refund', channel: 'samacares' });
    const pdf = await get(support, `/api/staff/tickets/${id}/response.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const part of ['الرد الموحد على الشكوى', id, '2025-1234', 'أعدنا الرسوم', 'Refund'])
      expect(text).toContain(part);
  });
});
