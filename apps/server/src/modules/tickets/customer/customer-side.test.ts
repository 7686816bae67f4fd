import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../test/core-fixtures.js';
import { ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { ticketClient, ticketForm } from '../../../test/ticket-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAs(t.app, 'support', staffIp(95));
});
afterAll(async () => t.close());

const staffPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: support, origin: ORIGIN } });

/**
 * Waits for the clock's next millisecond. The thread orders by time (ties in a fixed order of
 * kinds), and on a fast machine a customer's reply and the next staff move can share one.
 */
async function nextInstant() {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1));
}

async function customerWithTicket() {
  const customer = await makeCustomer(t.app.db, { language: 'ar' });
  const c = ticketClient(t.app);
  const submit = () => c.submit(ticketForm(customer.national_id));
  const first = await submit();
  expect(first.statusCode, first.body).toBe(201);
  const id: string = first.json().requestId;
  const ids = { requestId: id, nationalId: customer.national_id };
  return { c, id, ids, submit };
}

describe('/support refuses a new ticket only while one of its type is unresolved', () => {
  it('open, awaiting the customer and escalated block (409 naming the ticket); solved does not', async () => {
    const tk = await customerWithTicket();
    const refusedWith = async (reference: string) => {
      const res = await tk.submit();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ticket_open_exists', details: { reference } });
    };
    await refusedWith(tk.id); // open
    await staffPost(`/api/staff/tickets/${tk.id}/notes`, { text: 'Which date?', needsReply: true });
    await refusedWith(tk.id); // awaiting_customer
    await tk.c.code('reply', tk.id, tk.ids.nationalId);
    const code = await tk.c.lastCode('reply', tk.id);
    await tk.c.post('/api/tickets/reply', { ...tk.ids, text: 'It was on the first of March.', code });
    await staffPost(`/api/staff/tickets/${tk.id}/solve`, { response: 'Paid.', remedy: 'refund' });
    const second = await tk.submit(); // solved, awaiting yes/no: free
    expect(second.statusCode, second.body).toBe(201);
    // "No" escalates the first one; the newer ticket keeps its type's key, and still blocks.
    const no = await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: false });
    expect(no.json().ticket.status).toBe('escalated');
    await refusedWith(second.json().requestId);
  });

  it('an escalated ticket with no newer one blocks its type again', async () => {
    const tk = await customerWithTicket();
    await staffPost(`/api/staff/tickets/${tk.id}/solve`, { response: 'Paid.', remedy: 'refund' });
    await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: false });
    const res = await tk.submit();
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ reference: tk.id });
  });
});

describe('the thread on /ticket', () => {
  it("holds the customer's messages and replies, notes to them and status changes; no internal note", async () => {
    const tk = await customerWithTicket();
    await staffPost(`/api/staff/tickets/${tk.id}/notes`, { text: 'Internal: checked the ledger.' });
    await staffPost(`/api/staff/tickets/${tk.id}/notes`, { text: 'Please send the date.', needsReply: true });
    await nextInstant();
    await tk.c.code('reply', tk.id, tk.ids.nationalId);
    const code = await tk.c.lastCode('reply', tk.id);
    await tk.c.post('/api/tickets/reply', { ...tk.ids, text: 'It was on the first of March.', code });
    await nextInstant();
    await staffPost(`/api/staff/tickets/${tk.id}/solve`, {
      response: 'The transfer was paid.',
      remedy: 'explanation',
    });
    const view = (await tk.c.status(tk.id, tk.ids.nationalId)).json();
    const thread = view.ticket.thread as {
      kind: string;
      text: string | null;
      status: string | null;
      at: string;
    }[];
    expect(thread.map((e) => [e.kind, e.text ?? e.status])).toEqual([
      ['customer', 'The app shows an error when I open my transfers.'],
      ['status', 'awaiting_customer'],
      ['note', 'Please send the date.'],
      ['status', 'open'],
      ['customer', 'It was on the first of March.'],
      ['status', 'solved'],
      ['reply', 'The transfer was paid.'],
    ]);
    expect([...thread.map((e) => e.at)].sort()).toEqual(thread.map((e) => e.at));
    const body = JSON.stringify(view);
    expect(body).not.toContain('Internal: checked');
    expect(body).not.toMatch(/"who"|staff/);
  });
});
