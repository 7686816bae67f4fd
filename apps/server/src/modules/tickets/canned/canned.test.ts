import type { CannedReply } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failAuditOf } from '../../../test/queue-fixtures.js';
import { ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let lead: string;
let support: string;
let operations: string;
let escalation: string;
beforeAll(async () => {
  t = await createTestApp();
  lead = await signInAs(t.app, 'support_lead', staffIp(90));
  support = await signInAs(t.app, 'support', staffIp(91));
  operations = await signInAs(t.app, 'operations', staffIp(92));
  escalation = await signInAs(t.app, 'escalation', staffIp(93));
});
afterAll(async () => t.close());

const send = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN, 'accept-language': 'en' } });
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const reply = (code: string) => ({
  code,
  title: `Title ${code}`,
  textAr: 'مرحبا {{name}}، طلبك {{ticket}}.',
  textEn: 'Hello {{name}}, ticket {{ticket}}, {{daysLeft}} days left.',
  textUr: 'محترم {{name}}، درخواست {{ticket}}۔',
});
const auditFor = (id: string) =>
  t.app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'before', 'after'])
    .where('record_type', '=', 'canned_reply')
    .where('record_id', '=', id)
    .orderBy('at')
    .execute();

describe('canned replies', () => {
  it('the lead creates, changes and deletes one, each write audited with what changed', async () => {
    const created = await send(lead, 'POST', '/api/staff/canned-replies', reply('/Refund-1'));
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<CannedReply>();
    expect(row.code).toBe('refund-1');

    const changed = await send(lead, 'PUT', `/api/staff/canned-replies/${row.id}`, {
      ...reply('refund-1'),
      title: 'Refund sent',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().title).toBe('Refund sent');

    const picked = await get(support, '/api/staff/tickets/canned-replies');
    expect(picked.statusCode).toBe(200);
    expect(picked.json().find((r: CannedReply) => r.id === row.id)).toMatchObject({ title: 'Refund sent' });

    expect((await send(lead, 'DELETE', `/api/staff/canned-replies/${row.id}`)).statusCode).toBe(204);
    expect((await send(lead, 'DELETE', `/api/staff/canned-replies/${row.id}`)).statusCode).toBe(404);
    const audit = await auditFor(row.id);
    expect(audit.map((a) => a.action)).toEqual(['canned.create', 'canned.update', 'canned.delete']);
    expect(JSON.parse(audit[1]!.before!).title).toBe('Title /Refund-1');
    expect(JSON.parse(audit[1]!.after!).title).toBe('Refund sent');
    expect(JSON.parse(audit[2]!.before!).code).toBe('refund-1');
  });

  it('officers read the pick list but may not write; the lead list needs tickets.lead', async () => {
    expect((await send(support, 'POST', '/api/staff/canned-replies', reply('nope'))).statusCode).toBe(403);
    expect((await get(support, '/api/staff/canned-replies')).statusCode).toBe(403);
    // A role without the ticket queue gets no pick list either.
    expect((await get(operations, '/api/staff/tickets/canned-replies')).statusCode).toBe(403);
    expect((await get(lead, '/api/staff/canned-replies')).statusCode).toBe(200);
    // The escalation department reads it under its own area, not the support desk's.
    expect((await get(escalation, '/api/staff/escalations/canned-replies')).statusCode).toBe(200);
    expect((await get(escalation, '/api/staff/tickets/canned-replies')).statusCode).toBe(403);
    expect((await get(support, '/api/staff/escalations/canned-replies')).statusCode).toBe(403);
  });

  it('refuses bad input field by field, and a code already used, never a 500', async () => {
    const bad = await send(lead, 'POST', '/api/staff/canned-replies', {
      ...reply('a b'),
      textUr: '  ',
      textEn: 'Dear {{nmae}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['code', 'textEn', 'textUr']);
    expect(bad.json().fieldErrors.textUr).toEqual(['This field is required.']);

    expect((await send(lead, 'POST', '/api/staff/canned-replies', reply('dup'))).statusCode).toBe(201);
    const again = await send(lead, 'POST', '/api/staff/canned-replies', reply('/DUP'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { code: [expect.any(String)] },
    });
    const other = (await send(lead, 'POST', '/api/staff/canned-replies', reply('dup-2'))).json<CannedReply>();
    const clash = await send(lead, 'PUT', `/api/staff/canned-replies/${other.id}`, reply('dup'));
    expect(clash.statusCode).toBe(409);
  });

  it('a write whose audit entry fails is not stored', async () => {
    const row = (await send(lead, 'POST', '/api/staff/canned-replies', reply('audited'))).json<CannedReply>();
    const heal = await failAuditOf(t.app, row.id);
    try {
      const res = await send(lead, 'PUT', `/api/staff/canned-replies/${row.id}`, {
        ...reply('audited'),
        title: 'X',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await heal();
    }
    const list = await get(lead, '/api/staff/canned-replies?q=audited');
    expect(list.json().items).toMatchObject([{ id: row.id, title: 'Title audited' }]);
  });

  it('pages the desk list by title', async () => {
    for (const n of [1, 2, 3]) await send(lead, 'POST', '/api/staff/canned-replies', reply(`page-${n}`));
    const first = await get(lead, '/api/staff/canned-replies?q=page-&sort=-title&pageSize=2');
    expect(first.json().items.map((r: CannedReply) => r.code)).toEqual(['page-3', 'page-2']);
    const next = await get(
      lead,
      `/api/staff/canned-replies?q=page-&sort=-title&pageSize=2&after=${first.json().next}`,
    );
    expect(next.json().items.map((r: CannedReply) => r.code)).toEqual(['page-1']);
  });
});
