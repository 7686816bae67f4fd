import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockTicket, DAY } from '../../../test/clock-fixtures.js';
import { accountIdOf, post } from '../../../test/queue-fixtures.js';
import { demoStaff, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let escalation: string;
let support: string;
let lead: string;
let open: string;
let escalated: string;
let fileId: string;
const T0 = Date.now() - 3 * DAY;

beforeAll(async () => {
  t = await createTestApp();
  escalation = await signInAs(t.app, 'escalation', staffIp(41));
  support = await signInAs(t.app, 'support', staffIp(42));
  lead = await signInAs(t.app, 'support_lead', staffIp(43));
  open = await clockTicket(t.app, T0);
  escalated = await clockTicket(t.app, T0 - 8 * DAY, {
    status: 'escalated',
    escalated_at: new Date(T0).toISOString(),
  });
  await t.app.storage.put('scope-test.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
  fileId = '00000000-0000-4000-8000-00000000a001';
  for (const id of [open, escalated])
    await t.app.db
      .insertInto('ticket_files')
      .values({
        id: id === open ? '00000000-0000-4000-8000-00000000a002' : fileId,
        ticket_id: id,
        kind: 'attachment',
        storage_key: 'scope-test.pdf',
        file_name: 'receipt.pdf',
        content_type: 'application/pdf',
        size: 8,
        created_at: new Date(T0).toISOString(),
      })
      .execute();
});
afterAll(async () => t.close());

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

describe('the escalation role sees escalated tickets only', () => {
  it('opens an escalated ticket, its files and the escalations CSV', async () => {
    const view = await get(escalation, `/api/staff/escalations/${escalated}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ id: escalated, status: 'escalated' });
    expect((await get(escalation, `/api/staff/escalations/${escalated}/files/${fileId}`)).statusCode).toBe(
      200,
    );
    const csv = await get(escalation, '/api/staff/escalations.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(escalated);
    expect(csv.body).not.toContain(open);
  });

  it('is refused an open ticket, its files, and the support queue', async () => {
    const refused = await get(escalation, `/api/staff/escalations/${open}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Clock Customer');
    const file = `/api/staff/escalations/${open}/files/00000000-0000-4000-8000-00000000a002`;
    expect((await get(escalation, file)).statusCode).toBe(404);
    for (const url of [`/api/staff/tickets/${open}`, '/api/staff/tickets', '/api/staff/tickets.csv'])
      expect((await get(escalation, url)).statusCode, url).toBe(403);
    const resolve = await post(t.app, escalation, `/api/staff/tickets/${open}/resolve`, {
      resolution: 'x',
      remedy: 'none',
    });
    expect(resolve.statusCode).toBe(404);
    // Support reads every ticket, as before.
    expect((await get(support, `/api/staff/tickets/${open}`)).statusCode).toBe(200);
  });
});

describe('reassignment is the lead’s', () => {
  it('lets an officer take an unassigned ticket, not one another officer holds; the lead moves it', async () => {
    const officer = demoStaff('support').employeeNumber;
    const me = await accountIdOf(t.app, officer);
    const colleague = await accountIdOf(t.app, '90022');
    const ticket = await clockTicket(t.app, T0);
    const take = await post(t.app, support, `/api/staff/tickets/${ticket}/assign`, { assigneeId: me });
    expect(take.json()).toMatchObject({ assigneeId: me });
    const held = await clockTicket(t.app, T0, { assignee_id: colleague });
    const grab = await post(t.app, support, `/api/staff/tickets/${held}/assign`, { assigneeId: me });
    expect(grab.statusCode).toBe(403);
    expect(grab.json().code).toBe('forbidden');
    const moved = await post(t.app, lead, `/api/staff/tickets/${held}/assign`, { assigneeId: me });
    expect(moved.json()).toMatchObject({ assigneeId: me });
    // Now the officer's own: they may hand it on.
    const handOn = await post(t.app, support, `/api/staff/tickets/${held}/assign`, { assigneeId: colleague });
    expect(handOn.json()).toMatchObject({ assigneeId: colleague });
  });
});
