import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientKey } from '../../lib/client-key.js';

// A client that sends its request and hangs up at once used to leave the captcha
// limit reading the address of a closed socket: a TypeError logged as a server bug (issue 21).
const lines: string[] = [];
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

/** Writes the whole request and resets the connection at once (the client hangs up). */
function sendAndHangUp(raw: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(raw, () => {
        socket.resetAndDestroy();
        resolve();
      }),
    );
    socket.on('error', () => undefined);
  });
}

const json = (body: string) =>
  `POST /api/captcha/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('a client that hangs up after its request', () => {
  it('logs no server error on the captcha routes', async () => {
    for (let i = 0; i < 5; i++) {
      await sendAndHangUp(json('{"payload":"abc"}'));
      await sendAndHangUp('GET /api/captcha/challenge HTTP/1.1\r\nHost: localhost\r\n\r\n');
    }
    // The server may still be finishing the last request after the socket closed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } })
      .filter((entry) => entry.level >= 50);
    expect(errors).toEqual([]);
    expect(lines.join('\n')).not.toContain('startsWith');
  });

  it('answers a request whose address is gone with a 400, not a TypeError', () => {
    const gone = { ip: undefined } as unknown as FastifyRequest;
    expect(() => clientKey(gone)).toThrow(AppError);
    const mapped = { ip: '::ffff:192.0.2.7' } as unknown as FastifyRequest;
    expect(clientKey(mapped)).toBe('192.0.2.7');
  });
});
