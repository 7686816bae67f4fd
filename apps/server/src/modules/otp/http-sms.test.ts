import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeCustomer, makeTransfer } from '../../test/core-fixtures.js';
import { remittanceClient } from '../../test/remittance-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface ProviderRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: { to: string; text: string; sender: string };
}

// A local HTTP server standing in for the SMS provider; each test says how it answers.
let answer: (res: ServerResponse) => void;
const received: ProviderRequest[] = [];
let provider: Server;
let t: TestApp;
const TIMEOUT_MS = 300;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(data) });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    sms: {
      provider: 'http',
      url: `http://127.0.0.1:${port}/v1/messages?account=waha`,
      token: 'provider-token-123',
      senderId: 'WAHA-EX',
      timeoutMs: TIMEOUT_MS,
    },
  });
});
afterAll(async () => {
  await t.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"m1"}');
});

async function setup() {
  const customer = await makeCustomer(t.app.db, { phone: '+966512345678' });
  const transfer = await makeTransfer(t.app.db, customer.national_id);
  const form = { reference: transfer.transfer_number, nationalId: customer.national_id };
  return { form, client: remittanceClient(t.app), transfer };
}
const codeIn = (text: string) => /\d{6}/.exec(text)![0];
const codeRow = (transferNumber: string) =>
  t.app.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('subject', '=', `inquiry:${transferNumber}`)
    .orderBy('created_at', 'desc')
    .execute();

describe('HTTP SMS adapter against a provider', () => {
  it('posts the E.164 phone on record, the sender id and the text in the customer language, with the token', async () => {
    const { form, client } = await setup();
    const res = await client.requestCode('inquiry', form, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(1);
    const [sms] = received;
    expect(sms!.method).toBe('POST');
    expect(sms!.url).toBe('/v1/messages?account=waha');
    expect(sms!.headers.authorization).toBe('Bearer provider-token-123');
    expect(sms!.headers['content-type']).toBe('application/json');
    expect(sms!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sms!.body.to).toBe('+966512345678');
    expect(sms!.body.sender).toBe('WAHA-EX');
    expect(sms!.body.text).toMatch(/رمز تأكيد طلب الحوالة/);
    // The code the customer reads in the SMS is the one that confirms the request.
    const confirmed = await client.confirm('inquiry', form, codeIn(sms!.body.text));
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const { form: english, client: other } = await setup();
    await other.requestCode('inquiry', english, 'en');
    expect(received[1]!.body.text).toMatch(/your code to confirm your transfer request/);
  });

  it("answers 'failed to generate' on a 5xx, voids that code and never sends it again", async () => {
    const { form, client, transfer } = await setup();
    answer = (res) => res.writeHead(503).end('busy');
    const failed = await client.requestCode('inquiry', form, 'en');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('otp_failed');
    const [row] = await codeRow(transfer.transfer_number);
    expect(row!.voided_at).not.toBeNull();
    expect(row!.sms_failed_at).not.toBeNull();
    const firstCode = codeIn(received[0]!.body.text);

    // The customer tries again at once (no resend wait after a failure): a NEW code is sent.
    answer = (res) => res.writeHead(200).end('{}');
    const again = await client.requestCode('inquiry', form, 'en');
    expect(again.statusCode, again.body).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['idempotency-key']).not.toBe(received[0]!.headers['idempotency-key']);
    expect(await codeRow(transfer.transfer_number)).toHaveLength(2);
    const secondCode = codeIn(received[1]!.body.text);
    if (secondCode !== firstCode) {
      expect((await client.confirm('inquiry', form, firstCode)).json().code).toBe('otp_invalid');
    }
    expect((await client.confirm('inquiry', form, secondCode)).statusCode).toBe(200);
  });

  it("answers 'failed to generate' when the provider does not answer in time, and does not retry", async () => {
    const { form, client, transfer } = await setup();
    const held: ServerResponse[] = [];
    answer = (res) => void held.push(res);
    const started = Date.now();
    const failed = await client.requestCode('inquiry', form, 'en');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('otp_failed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    const [row] = await codeRow(transfer.transfer_number);
    expect(row!.voided_at).not.toBeNull();
    // The provider may have delivered it: that code is dead, and it is not sent a second time.
    expect((await client.confirm('inquiry', form, codeIn(received[0]!.body.text))).json().code).toBe(
      'otp_expired',
    );
    await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUT_MS));
    expect(received).toHaveLength(1);
    for (const res of held) res.writeHead(200).end('{}');
  });
});
