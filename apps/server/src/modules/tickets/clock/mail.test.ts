import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { clockTicket, DAY } from '../../../test/clock-fixtures.js';
import { accountIdOf } from '../../../test/queue-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface Received {
  to: string[];
  body: string;
}

const received: Received[] = [];

/** The message's text as the reader sees it: quoted-printable undone (soft breaks, =XX bytes). */
function readable(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < qp.length; i += 1) {
    const hex = qp.slice(i + 1, i + 3);
    if (qp[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(qp.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}
// A real SMTP server on this machine (smtp-server): the warning goes over SMTP as in production.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        body: readable(Buffer.concat(chunks).toString('utf8')),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ mail: { url: `smtp://127.0.0.1:${port}`, from: 'desk@example.com' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the warning by e-mail, when an SMTP server is configured', () => {
  it('goes to the assignee and the leads with the ticket number and a link, no customer details', async () => {
    const officer = await accountIdOf(t.app, '90022');
    const T0 = Date.parse('2026-06-01T06:00:00.000Z');
    const id = await clockTicket(t.app, T0, { assignee_id: officer });
    const round = await t.app.ticketClock.run(new Date(T0 + 5 * DAY));
    expect(round).toMatchObject({ warned: expect.arrayContaining([id]) });
    const about = received.filter((m) => m.body.includes(id));
    const to = about.flatMap((m) => m.to);
    expect(to).toContain('clock@staff.example');
    expect(to).toContain('lead@staff.example');
    expect(to).toContain('complaints@staff.example');
    const mail = about[0]!.body;
    expect(mail).toContain(`/staff/tickets?q=${id}`);
    // Both languages staff read the back office in; never the customer's details.
    expect(mail).toContain('7-day deadline');
    expect(mail).toMatch(/[\u0600-\u06FF]/);
    expect(mail).not.toContain('Clock Customer');
    // A second round sends nothing more.
    await t.app.ticketClock.run(new Date(T0 + 5 * DAY + 60_000));
    expect(received.filter((m) => m.body.includes(id)).length).toBe(about.length);
  });
});
