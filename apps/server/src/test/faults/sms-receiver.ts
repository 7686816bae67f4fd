import { createServer, type IncomingMessage } from 'node:http';

/** One request the SMS provider got. */
export interface ReceivedSms {
  idempotencyKey: string;
  to: string;
  text: string;
  /** Date.now() when it arrived. */
  at: number;
}

export interface SmsReceiver {
  /** The SMS_HTTP_URL for the servers. */
  url: string;
  received: ReceivedSms[];
  /** How long the provider takes per message from now on. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTTP SMS provider of the drill (modules/otp/sms.ts posts {to, text, sender} with the outbox
 * row's id as Idempotency-Key): records every message and answers 200 after `delay` ms, each
 * request on its own, so a slow provider is slow per message and never queues the messages.
 */
export async function startSmsReceiver(delayMs: number): Promise<SmsReceiver> {
  let delay = delayMs;
  const received: ReceivedSms[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const { to = '', text = '' } = JSON.parse(body || '{}') as { to?: string; text?: string };
      // Counted when it arrives: a request the server gave up on may still have been delivered.
      received.push({
        idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
        to,
        text,
        at: Date.now(),
      });
      await new Promise((resolve) => setTimeout(resolve, delay));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
