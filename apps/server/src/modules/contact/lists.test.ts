import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../test/csv-reader.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let support: string;
let operations: string;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAs(t.app, 'support', staffIp(62));
  operations = await signInAs(t.app, 'operations', staffIp(63));
  for (const [i, name] of ['Zaid', 'Amal', 'Mona'].entries()) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: staffIp(64 + i),
      payload: { name, email: `${name.toLowerCase()}@example.com`, message: `=HYPERLINK("x") from ${name}` },
    });
    ids.push(sent.json().id as string);
  }
});
afterAll(async () => t.close());

const get = (url: string, cookie = support) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const names = async (url: string) =>
  ((await get(url)).json().items as { name: string }[])
    .map((m) => m.name)
    .filter((n) => ['Zaid', 'Amal', 'Mona'].includes(n));

describe('staff lists: sort, page, bulk actions, CSV', () => {
  it('sorts contact messages on the server by a named field, either way, and pages them', async () => {
    expect(await names('/api/staff/contact-messages?sort=name')).toEqual(['Amal', 'Mona', 'Zaid']);
    expect(await names('/api/staff/contact-messages?sort=-name')).toEqual(['Zaid', 'Mona', 'Amal']);
    const first = (await get('/api/staff/contact-messages?sort=name&q=a&pageSize=1&count=true')).json();
    const page = (
      await get(`/api/staff/contact-messages?sort=name&q=a&pageSize=1&after=${first.next}`)
    ).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0].name > first.items[0].name).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a field the list cannot sort by, with a field message', async () => {
    for (const sort of ['message', 'created_at;drop', '-password', 'constructor', '-toString', '__proto__'])
      expect(
        (await get(`/api/staff/contact-messages?sort=${encodeURIComponent(sort)}`)).statusCode,
        sort,
      ).toBe(400);
    const res = await get('/api/staff/remittance-requests?sort=details', operations);
    expect(res.json().fieldErrors).toHaveProperty('sort');
  });

  it('marks several messages handled in one transaction, one audit entry each', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/contact-messages/handled',
      headers: { cookie: support, origin: ORIGIN },
      payload: { ids: ids.slice(0, 2), handled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const handled = (await get('/api/staff/contact-messages?status=handled')).json().items as {
      id: string;
    }[];
    expect(handled.map((m) => m.id).sort()).toEqual(ids.slice(0, 2).sort());
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select('record_id')
      .where('action', '=', 'contact-message.handled')
      .execute();
    expect(audit.map((a) => a.record_id).sort()).toEqual(ids.slice(0, 2).sort());
  });

  it('changes nothing when one of the messages does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/contact-messages/handled',
      headers: { cookie: support, origin: ORIGIN },
      payload: { ids: [ids[2], '00000000-0000-4000-8000-000000000000'], handled: true },
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/staff/contact-messages/${ids[2]}`)).json().status).toBe('new');
  });

  it('exports the filtered messages as CSV, formulas neutralised', async () => {
    const res = await get('/api/staff/contact-messages.csv?q=mona');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('received,name,email,language,status,handled,message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") from Mona"`);
    const logged = await t.app.db
      .selectFrom('staff_audit_log')
      .select(['actor_label', 'after'])
      .where('action', '=', 'export.csv')
      .where('record_type', '=', 'contact_messages')
      .execute();
    expect(logged.map((entry) => JSON.parse(entry.after!).rows)).toEqual([1]);
  });

  it('quotes every cell holding ; , tab or a line break in the CSV; a leading formula gets a quote mark', async () => {
    // Free text a visitor typed (the message): each as its own row, in the order sent.
    const messages = ['Ali;=1+1', 'Ali,=1+1', 'Ali\t=1+1', 'two\r\nlines', '-2+3', '@SUM(A1)', '-12.5'];
    for (const [i, message] of messages.entries()) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: staffIp(70 + i),
        payload: { name: 'Qasim', email: `qasim${i}@example.com`, message },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const res = await get('/api/staff/contact-messages.csv?q=qasim&sort=email');
    expect(res.statusCode, res.body).toBe(200);
    // What a spreadsheet shows in the message column: the text, a formula's start behind a '.
    const rows = readCsv(res.body);
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual([
      'Ali;=1+1',
      'Ali,=1+1',
      'Ali\t=1+1',
      'two\r\nlines',
      "'-2+3",
      "'@SUM(A1)",
      '-12.5',
    ]);
    // As written: every separator inside quotes, so a reader splitting on ; or tab sees one cell.
    for (const cell of [
      '"Ali;=1+1"',
      '"Ali,=1+1"',
      '"Ali\t=1+1"',
      '"two\r\nlines"',
      "'-2+3",
      "'@SUM(A1)",
      '-12.5',
    ])
      expect(res.body).toContain(`,${cell}\r\n`);
  });

  it('sorts remittance requests by a named field', async () => {
    const res = await get('/api/staff/remittance-requests?sort=reference', operations);
    expect(res.statusCode).toBe(200);
    const refs = (res.json().items as { reference: string }[]).map((r) => r.reference);
    expect(refs).toEqual([...refs].sort());
  });
});
