import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../config/index.js';

export interface ReceivedSms {
  /** The `Idempotency-Key` header: the outbox row's id. */
  id: string;
  to: string;
  text: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A local HTTP SMS provider (modules/otp/sms.ts's `httpSms` talks to it) that takes `delayMs` to
 * answer each message, as a slow provider does. It records every message on arrival, so a test
 * counts how many times each outbox row reached it.
 */
export async function startSmsReceiver(delayMs = 0) {
  const received: ReceivedSms[] = [];
  let delay = delayMs;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { to?: string; text?: string };
      received.push({
        id: String(req.headers['idempotency-key']),
        to: body.to ?? '',
        text: body.text ?? '',
        at: Date.now(),
      });
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}');
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** The `sms` settings of an app that sends here, giving up on a message after `timeoutMs`. */
    settings: (timeoutMs: number): AppConfig['sms'] => ({
      provider: 'http',
      url: `http://127.0.0.1:${port}/send`,
      token: null,
      senderId: 'WAHA',
      timeoutMs,
    }),
    setDelay: (ms: number) => (delay = ms),
    /** How many times each id arrived. */
    countsById: () => {
      const counts = new Map<string, number>();
      for (const { id } of received) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
