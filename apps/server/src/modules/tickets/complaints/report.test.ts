import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketsTable } from '../../../db/schema.js';
import { makeCustomer, makeTransaction, randomNationalId } from '../../../test/core-fixtures.js';
import { pdfText } from '../../../test/pdf-text.js';
import { accountIdOf } from '../../../test/queue-fixtures.js';
import { demoStaff, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let lead: string;
let support: string;
let escalation: string;
const H = 3_600_000;
const PERIOD = 'from=2025-03-01&to=2025-03-31';

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

/** A March 2025 ticket (Riyadh) whose figures the report must find. */
function ticket(id: string, createdAt: string, extra: Partial<TicketsTable>): TicketsTable {
  const created = Date.parse(createdAt);
  return {
    id,
    national_id: randomNationalId(),
    name: `Report ${id}`,
    email: 'r@example.com',
    phone: '+966500000001',
    category: 'complaint',
    request_type: 'other',
    transaction_number: null,
    description: 'The transfer was late.',
    status: 'open',
    language: 'ar',
    assignee_id: null,
    open_key: null,
    response: null,
    resolution: null,
    created_at: createdAt,
    updated_at: createdAt,
    target_at: new Date(created + 7 * 24 * H).toISOString(),
    solved_at: null,
    escalated_at: null,
    closed_at: null,
    warned_at: null,
    auto_closed_at: null,
    close_sms_at: null,
    // Every row names it: a multi-row insert on SQLite writes NULL, not the default, for a missing key.
    channel: 'site',
    remedy: null,
    ...extra,
  };
}
const solvedAfter = (createdAt: string, hours: number) =>
  new Date(Date.parse(createdAt) + hours * H).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  lead = await signInAs(t.app, 'support_lead', staffIp(90));
  support = await signInAs(t.app, 'support', staffIp(91));
  escalation = await signInAs(t.app, 'escalation', staffIp(92));
  const leadId = await accountIdOf(t.app, demoStaff('support_lead').employeeNumber);
  const supportId = await accountIdOf(t.app, demoStaff('support').employeeNumber);
  const customer = await makeCustomer(t.app.db);
  const named = await makeTransaction(t.app.db, customer.national_id, { branch_id: 2 });
  const regular = await makeCustomer(t.app.db);
  await makeTransaction(t.app.db, regular.national_id, {
    branch_id: 3,
    created_at: '2025-01-10T09:00:00.000Z',
  });
  const at = { A: '2025-03-02T00:00:00.000Z', B: '2025-03-03T00:00:00.000Z', C: '2025-03-04T00:00:00.000Z' };
  // F: 1 March 01:00 in Riyadh (still 28 February in UTC); E: 1 April 00:00 in Riyadh, outside.
  const F = '2025-02-28T22:00:00.000Z';
  const done = (created: string, hours: number) => ({
    status: 'closed',
    solved_at: solvedAfter(created, hours),
  });
  await t.app.db
    .insertInto('tickets')
    .values([
      ticket('RPA', at.A, {
        ...done(at.A, 10),
        national_id: customer.national_id,
        request_type: 'outgoing_transfer',
        transaction_number: named.transaction_number,
        remedy: 'refund',
        assignee_id: leadId,
      }),
      ticket('RPB', at.B, {
        ...done(at.B, 20),
        national_id: regular.national_id,
        channel: 'phone',
        remedy: 'apology',
        assignee_id: leadId,
      }),
      ticket('RPC', at.C, {
        ...done(at.C, 200),
        channel: 'samacares',
        remedy: 'none',
        escalated_at: solvedAfter(at.C, 210),
        assignee_id: supportId,
      }),
      ticket('RPD', '2025-03-05T00:00:00.000Z', {
        channel: 'phone',
        request_type: 'app_issue',
        category: 'inquiry',
      }),
      ticket('RPF', F, { ...done(F, 30), channel: 'branch', category: 'suggestion', remedy: 'explanation' }),
      ticket('RPE', '2025-03-31T21:00:00.000Z', { channel: 'phone', remedy: 'refund', ...done(F, 1) }),
    ])
    .execute();
  await t.app.db
    .insertInto('ticket_reviews')
    .values([
      { ticket_id: 'RPA', rating: 5, comment: '', created_at: at.B },
      { ticket_id: 'RPB', rating: 3, comment: '', created_at: at.C },
      { ticket_id: 'RPF', rating: 4, comment: '', created_at: at.C },
      { ticket_id: 'RPE', rating: 1, comment: '', created_at: at.C },
    ])
    .execute();
});
afterAll(async () => t.close());

describe("SAMA's complaint report", () => {
  it('counts the period by type, channel, target, time to solve, remedies and satisfaction', async () => {
    const res = await get(lead, `/api/staff/complaints/report?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      received: 5,
      solved: 4,
      solvedWithinTarget: 3,
      withinTargetShare: 0.6,
      medianHoursToSolve: 25,
      p90HoursToSolve: 200,
      escalated: 1,
      satisfaction: { count: 3, average: 4 },
    });
    expect(r.byType).toEqual([
      { requestType: 'other', category: 'complaint', count: 2 },
      { requestType: 'app_issue', category: 'inquiry', count: 1 },
      { requestType: 'other', category: 'suggestion', count: 1 },
      { requestType: 'outgoing_transfer', category: 'complaint', count: 1 },
    ]);
    expect(r.byChannel).toEqual([
      { channel: 'phone', count: 2 },
      { channel: 'branch', count: 1 },
      { channel: 'samacares', count: 1 },
      { channel: 'site', count: 1 },
    ]);
    expect(r.remedies.map((m: { remedy: string; count: number }) => `${m.remedy}:${m.count}`).sort()).toEqual(
      ['apology:1', 'explanation:1', 'none:1', 'refund:1'],
    );
    const agent = r.byAgent.find((a: { name: string | null }) => a.name === demoStaff('support_lead').name);
    expect(agent).toMatchObject({ count: 2, average: 4 });
    expect(r.byAgent.find((a: { agentId: string | null }) => a.agentId === null)).toMatchObject({
      count: 1,
      average: 4,
    });
    expect(r.byBranch.find((b: { branchId: number | null }) => b.branchId === 2)).toMatchObject({
      count: 1,
      average: 5,
    });
    expect(r.byBranch.find((b: { branchId: number | null }) => b.branchId === 3)).toMatchObject({
      count: 1,
      average: 3,
    });
    expect(r.byMonth).toEqual([{ month: '2025-03', received: 5, count: 3, average: 4 }]);
  });

  it('defaults to this month, refuses a reversed period and Arabic-Indic digits are read', async () => {
    const today = await get(lead, '/api/staff/complaints/report');
    expect(today.json().from).toMatch(/^\d{4}-\d{2}-01$/);
    const reversed = await get(lead, '/api/staff/complaints/report?from=2025-03-31&to=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.to).toBeDefined();
    const indic = await get(
      lead,
      `/api/staff/complaints/report?from=${encodeURIComponent('٢٠٢٥-٠٣-٠١')}&to=2025-03-31`,
    );
    expect(indic.json().received).toBe(5);
  });

  it('exports the same figures as CSV and as a PDF with Arabic headings, both audited', async () => {
    const csv = await get(escalation, `/api/staff/complaints/report.csv?${PERIOD}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('section,item,detail,count,value');
    expect(lines).toEqual(
      expect.arrayContaining([
        'received,,,5,',
        'within_target,,,3,0.6',
        'median_hours_to_solve,,,,25',
        'p90_hours_to_solve,,,,200',
        'escalated,,,1,',
        'channel,phone,,2,',
        'remedy,refund,,1,',
        'satisfaction,,,3,4',
      ]),
    );
    const pdf = await get(lead, `/api/staff/complaints/report.pdf?${PERIOD}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf.rawPayload);
    for (const heading of ['تقرير الشكاوى', 'حسب قناة الاستلام', 'الرضا حسب الموظف', 'Remedies given'])
      expect(text).toContain(heading);
    const audits = await t.app.db
      .selectFrom('staff_audit_log')
      .select('record_type')
      .where('action', '=', 'export.csv')
      .where('record_type', 'like', 'complaints.%')
      .execute();
    expect(audits.map((a) => a.record_type).sort()).toEqual(['complaints.csv', 'complaints.pdf']);
  });

  it('refuses the report to support officers without complaints.report', async () => {
    for (const url of ['report', 'report.csv', 'report.pdf'])
      expect((await get(support, `/api/staff/complaints/${url}?${PERIOD}`)).statusCode).toBe(403);
  });
});
