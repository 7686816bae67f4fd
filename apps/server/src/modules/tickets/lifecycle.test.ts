import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/core-fixtures.js';
import { multipartForm, PDF, ticketClient, ticketForm } from '../../test/ticket-client.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let support: string;
let escalation: string;
// The smallest valid closing texts (the remedy is a required closing field, ADR 2303).
const X_RESPONSE = { response: 'x', remedy: 'none' };
const X_RESOLUTION = { resolution: 'x', remedy: 'none' };
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAs(t.app, 'support', staffIp(60));
  escalation = await signInAs(t.app, 'escalation', staffIp(61));
});
afterAll(async () => t.close());

const staffPost = (cookie: string, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie, origin: ORIGIN, 'accept-language': 'en' },
  });

async function aTicket() {
  const customer = await makeCustomer(t.app.db, { language: 'ar' });
  const c = ticketClient(t.app);
  const res = await c.submit(ticketForm(customer.national_id));
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().requestId;
  const ids = { requestId: id, nationalId: customer.national_id };
  const status = async () => (await c.status(id, customer.national_id)).json();
  return { customer, c, id, ids, status };
}

async function reply(
  tk: Awaited<ReturnType<typeof aTicket>>,
  text = 'Here is the information you asked for.',
) {
  expect((await tk.c.code('reply', tk.id, tk.ids.nationalId)).statusCode).toBe(200);
  const code = await tk.c.lastCode('reply', tk.id);
  return tk.c.post('/api/tickets/reply', { ...tk.ids, text, code });
}

const events = (id: string) =>
  t.app.db
    .selectFrom('ticket_events')
    .select(['action', 'status', 'actor'])
    .where('ticket_id', '=', id)
    .orderBy('created_at')
    .execute();
const audit = (id: string) =>
  t.app.db.selectFrom('staff_audit_log').select('action').where('record_id', '=', id).orderBy('at').execute();

describe('ticket lifecycle', () => {
  it('open -> awaiting_customer -> open -> solved -> closed, then one review', async () => {
    const tk = await aTicket();
    expect(await tk.status()).toMatchObject({
      result: 'open',
      ticket: { status: 'open', employeeNote: null },
    });

    const internal = await staffPost(support, `/api/staff/tickets/${tk.id}/notes`, {
      text: 'Checked the logs.',
    });
    expect(internal.statusCode, internal.body).toBe(200);
    expect(internal.json().status).toBe('open');

    const ask = await staffPost(support, `/api/staff/tickets/${tk.id}/notes`, {
      text: 'Please send the date of the transfer.',
      needsReply: true,
    });
    expect(ask.json().status).toBe('awaiting_customer');
    const view = await tk.status();
    // The note needing a reply is shown; the internal note never is.
    expect(view.ticket.employeeNote).toBe('Please send the date of the transfer.');
    expect(JSON.stringify(view)).not.toContain('Checked the logs');
    const asked = await t.app.db
      .selectFrom('dev_sms_outbox')
      .selectAll()
      .where('subject', '=', tk.id)
      .execute();
    expect(asked.map((m) => m.purpose)).toEqual(['ticket-submitted', 'ticket-replyNeeded']);
    expect(asked[1]!.text).toMatch(/[\u0600-\u06FF]/); // in the customer's language (Arabic)

    const tooShort = await tk.c.post('/api/tickets/reply', { ...tk.ids, text: 'short', code: '123456' });
    expect(tooShort.json().fieldErrors).toEqual({ text: ['Write at least 10 characters.'] });
    const noCode = await tk.c.post('/api/tickets/reply', { ...tk.ids, text: 'A long enough reply text.' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fieldErrors.code).toBeDefined();
    const wrongCode = await tk.c.post('/api/tickets/reply', {
      ...tk.ids,
      text: 'A long enough reply.',
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect((await tk.status()).ticket.status).toBe('awaiting_customer');

    const replied = await reply(tk);
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().ticket).toMatchObject({ status: 'open', employeeNote: null });

    const file = multipartForm({}, [{ name: 'answer.pdf', type: 'application/pdf', bytes: PDF }], 'file');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tickets/${tk.id}/files`,
      payload: file.payload,
      headers: { ...file.headers, cookie: support, origin: ORIGIN },
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const solved = await staffPost(support, `/api/staff/tickets/${tk.id}/solve`, {
      response: 'Your transfer was paid.',
      remedy: 'explanation',
    });
    expect(solved.json().status).toBe('solved');
    const solvedView = await tk.status();
    expect(solvedView).toMatchObject({ result: 'solved', ticket: { response: 'Your transfer was paid.' } });
    expect(solvedView.ticket.responseFiles).toHaveLength(1);
    const download = await t.app.inject({ url: solvedView.ticket.responseFiles[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // A review before closing is refused, with or without a code.
    expect((await tk.c.code('review', tk.id, tk.ids.nationalId)).json().code).toBe('ticket_state');
    const early = await tk.c.post('/api/tickets/review', { ...tk.ids, rating: 5, code: '123456' });
    expect(early.json().code).toBe('ticket_state');

    const yes = await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: true });
    expect(yes.json()).toMatchObject({
      result: 'solved',
      ticket: { status: 'closed', closedAt: expect.any(String) },
    });

    const noRating = await tk.c.post('/api/tickets/review', { ...tk.ids, code: '123456' });
    expect(noRating.json().fieldErrors).toEqual({ rating: ['Please choose a rating.'] });
    expect((await tk.c.code('review', tk.id, tk.ids.nationalId)).statusCode).toBe(200);
    const code = await tk.c.lastCode('review', tk.id);
    const reviewed = await tk.c.post('/api/tickets/review', {
      ...tk.ids,
      rating: 4,
      comment: 'Quick, thanks',
      code,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().ticket.review).toMatchObject({
      rating: 4,
      comment: 'Quick, thanks',
      createdAt: expect.any(String),
    });

    const second = await tk.c.post('/api/tickets/review', { ...tk.ids, rating: 1, code });
    expect(second.json().code).toBe('ticket_state');
    expect((await tk.c.code('review', tk.id, tk.ids.nationalId)).json().code).toBe('ticket_state');

    expect(await events(tk.id)).toEqual([
      { action: 'submit', status: 'open', actor: 'customer' },
      { action: 'ask', status: 'awaiting_customer', actor: 'employee' },
      { action: 'reply', status: 'open', actor: 'customer' },
      { action: 'solve', status: 'solved', actor: 'employee' },
      { action: 'accept', status: 'closed', actor: 'customer' },
      { action: 'review', status: 'closed', actor: 'customer' },
    ]);
    expect((await audit(tk.id)).map((a) => a.action)).toEqual([
      'ticket.note',
      'ticket.ask',
      'ticket.file',
      'ticket.solve',
    ]);
  });

  it('solved -> escalated (customer says no) -> closed by the escalation department', async () => {
    const tk = await aTicket();
    await staffPost(support, `/api/staff/tickets/${tk.id}/solve`, { response: 'Done.', remedy: 'none' });
    const no = await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: false });
    expect(no.json()).toMatchObject({ result: 'open', ticket: { status: 'escalated' } });
    // Support cannot resolve an escalation; the escalation role can.
    expect((await staffPost(support, `/api/staff/tickets/${tk.id}/resolve`, X_RESOLUTION)).statusCode).toBe(
      403,
    );
    const list = await t.app.inject({ url: '/api/staff/escalations', headers: { cookie: escalation } });
    expect(list.json().items.map((r: { id: string }) => r.id)).toContain(tk.id);
    const resolved = await staffPost(escalation, `/api/staff/tickets/${tk.id}/resolve`, {
      resolution: 'Refunded the fee.',
      remedy: 'refund',
    });
    expect(resolved.json()).toMatchObject({ status: 'closed', resolution: 'Refunded the fee.' });
    expect(resolved.json().remedy).toBe('refund');
    expect((await events(tk.id)).map((e) => e.action)).toEqual(['submit', 'solve', 'reject', 'resolve']);
    // Closed: a new ticket of the same type may be opened.
    const again = await tk.c.submit(ticketForm(tk.ids.nationalId));
    expect(again.statusCode).toBe(201);
  });

  it('refuses illegal moves', async () => {
    const tk = await aTicket();
    // Customer: no reply without a note, no confirmation before solved.
    expect((await tk.c.code('reply', tk.id, tk.ids.nationalId)).json().code).toBe('ticket_state');
    expect((await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: true })).json().code).toBe(
      'ticket_state',
    );
    // Staff: no resolution of a ticket that is not escalated (the escalation role does not see it).
    expect(
      (await staffPost(escalation, `/api/staff/tickets/${tk.id}/resolve`, X_RESOLUTION)).json().code,
    ).toBe('not_found');
    await staffPost(support, `/api/staff/tickets/${tk.id}/notes`, {
      text: 'Which branch?',
      needsReply: true,
    });
    // Awaiting the customer: cannot be solved or asked again.
    expect((await staffPost(support, `/api/staff/tickets/${tk.id}/solve`, X_RESPONSE)).json().code).toBe(
      'invalid_transition',
    );
    const askAgain = await staffPost(support, `/api/staff/tickets/${tk.id}/notes`, {
      text: 'And?',
      needsReply: true,
    });
    expect(askAgain.json().code).toBe('invalid_transition');
    expect((await reply(tk)).statusCode).toBe(200);
    // The used code cannot send a second reply (and there is no note waiting any more).
    const used = await tk.c.lastCode('reply', tk.id);
    const again = await tk.c.post('/api/tickets/reply', {
      ...tk.ids,
      text: 'One more reply text.',
      code: used,
    });
    expect(again.json().code).toBe('ticket_state');
    await staffPost(support, `/api/staff/tickets/${tk.id}/solve`, { response: 'Solved.', remedy: 'none' });
    await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: true });
    // Closed is final.
    expect((await tk.c.post('/api/tickets/confirm', { ...tk.ids, resolved: false })).json().code).toBe(
      'ticket_state',
    );
    expect(
      (await staffPost(support, `/api/staff/tickets/${tk.id}/notes`, { text: 'x', needsReply: true }))
        .statusCode,
    ).toBe(400);
  });

  it('the status check needs both numbers to match: otherwise no record', async () => {
    const tk = await aTicket();
    const other = await makeCustomer(t.app.db);
    expect((await tk.c.status(tk.id, other.national_id)).json()).toEqual({
      result: 'no_record',
      ticket: null,
    });
    expect((await tk.c.status('TKNOSUCH1', tk.ids.nationalId)).json()).toEqual({
      result: 'no_record',
      ticket: null,
    });
    const action = await tk.c.post('/api/tickets/confirm', {
      requestId: tk.id,
      nationalId: other.national_id,
      resolved: true,
    });
    expect(action.statusCode).toBe(404);
    expect(action.json().code).toBe('ticket_not_found');
    const bad = await tk.c.status('x', '123');
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['nationalId', 'requestId']);
  });

  it('shows the SAMA escalation once the 7-day target passed unresolved', async () => {
    const tk = await aTicket();
    expect((await tk.status()).ticket.targetPassed).toBe(false);
    await t.app.db
      .updateTable('tickets')
      .set({ target_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', tk.id)
      .execute();
    expect((await tk.status()).ticket.targetPassed).toBe(true);
    const overdue = await t.app.inject({
      url: '/api/staff/tickets?age=overdue',
      headers: { cookie: support },
    });
    expect(overdue.json().items.map((r: { id: string }) => r.id)).toContain(tk.id);
  });
});
