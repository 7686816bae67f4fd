import net from 'node:net';
import { CaptchaChallengeSchema } from '@waha/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../lib/limiter.js';
import { makeCustomer, randomIp } from '../test/core-fixtures.js';
import { sample, scrape } from '../test/metrics-text.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ticketClient, ticketForm } from '../test/ticket-client.js';

/**
 * The real Redis of the run (REDIS_URL) behind a socket this test controls: `frozen` accepts
 * connections and reads nothing (a Redis that hangs, or a network that drops packets: what was
 * sent is delivered in order once it thaws), `down` hangs up every connection (Redis stopped).
 */
async function redisSwitch(target: URL) {
  let mode: 'up' | 'frozen' | 'down' = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'frozen') socket.pause();
  };
  const server = net.createServer((client) => {
    if (mode === 'down') return void client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    track(client);
    track(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    set(next: typeof mode) {
      mode = next;
      for (const socket of sockets) {
        if (next === 'down') socket.destroy();
        else if (next === 'frozen') socket.pause();
        else socket.resume();
      }
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const REDIS_URL = process.env.REDIS_URL;
let t: TestApp;
let gate: Awaited<ReturnType<typeof redisSwitch>>;
let direct: Redis;
const lines: string[] = [];

beforeAll(async () => {
  if (!REDIS_URL) return;
  gate = await redisSwitch(new URL(REDIS_URL));
  direct = new Redis(REDIS_URL);
  t = await createTestApp(
    {
      redisUrl: gate.url,
      logLevel: 'warn',
      ratesLimit: { max: 2, windowMs: 60_000, exemptIps: [] },
      captcha: { passMs: 60_000, cost: 50 },
    },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  if (!REDIS_URL) return;
  gate.set('up');
  await t.close();
  await gate.close();
  direct.disconnect();
});

const CONTACT = { bucket: 'contact', max: 5 };
const contact = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Sara', email: 'sara@example.com', message: 'When does the Yanbu branch open?' },
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

/** Statuses and the slowest answer of `count` contact messages from one client. */
async function contactRun(ip: string, count = CONTACT.max + 1) {
  const statuses: number[] = [];
  let slowest = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    statuses.push((await contact(ip)).statusCode);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return { statuses, slowest };
}

const allowedThenRefused = [...Array<number>(CONTACT.max).fill(201), 429];
const inRedis = async (ip: string) => Number(await direct.get(`rl:${CONTACT.bucket}:${hashKey(ip)}`));
const fallbackGauge = async () => sample(await scrape(t.app), 'waha_redis_fallback');

async function untilBack(withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await fallbackGauge()) === 0) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still on the fallback after ${withinMs} ms`);
}

async function readiness() {
  const started = performance.now();
  const res = await t.app.inject({ url: '/api/health/ready' });
  return { status: res.statusCode, redis: res.json().checks.redis, ms: performance.now() - started };
}

describe.skipIf(!REDIS_URL)('a Redis outage', () => {
  it('counts limits in Redis while it answers', async () => {
    const ip = randomIp();
    expect((await contactRun(ip)).statuses).toEqual(allowedThenRefused);
    expect(await inRedis(ip)).toBe(CONTACT.max + 1);
    expect(await fallbackGauge()).toBe(0);
    expect((await readiness()).status).toBe(200);
  });

  it('frozen Redis: limits hold per instance in memory, no answer waits a second, no 500', async () => {
    gate.set('frozen');
    // Only the first call of an outage waits for the command timeout (500 ms); then none waits.
    const first = await contactRun(randomIp());
    expect(first.statuses).toEqual(allowedThenRefused);
    expect(first.slowest).toBeLessThan(1000);
    const ip = randomIp();
    const second = await contactRun(ip);
    expect(second.statuses).toEqual(allowedThenRefused);
    expect(second.slowest).toBeLessThan(200);

    const customer = await makeCustomer(t.app.db);
    const started = performance.now();
    const ticket = await ticketClient(t.app).submit(ticketForm(customer.national_id));
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);

    const ready = await readiness();
    expect(ready).toMatchObject({ status: 503, redis: 'fail' });
    expect(ready.ms).toBeLessThan(1000);
    const metrics = await scrape(t.app);
    expect(sample(metrics, 'waha_redis_fallback')).toBe(1);
    expect(sample(metrics, 'waha_redis_fallback_calls_total', { use: 'limiter' })).toBeGreaterThanOrEqual(13);

    gate.set('up');
    expect(await untilBack(5000)).toBeLessThan(5000);
    // Redis counts again: this client's outage hits were never written there.
    const after = randomIp();
    await contact(after);
    expect(await inRedis(after)).toBe(1);
    expect(await inRedis(ip)).toBe(0);
    const switches = lines.filter((line) => /redis unavailable|redis answers again/.test(line));
    expect(switches).toHaveLength(2);
    expect(switches[0]).toContain('"reason":"timeout"');
    expect(lines.join('\n')).not.toContain(new URL(gate.url).port);
  });

  it('stopped Redis: answers at once from memory, and the captcha uses the database', async () => {
    gate.set('down');
    const run = await contactRun(randomIp());
    expect(run.statuses).toEqual(allowedThenRefused);
    expect(run.slowest).toBeLessThan(200);
    expect((await readiness()).ms).toBeLessThan(500);

    const ip = randomIp();
    const rates = () => t.app.inject({ url: '/api/exchangeRates?Branch_ID=19', remoteAddress: ip });
    expect([(await rates()).statusCode, (await rates()).statusCode, (await rates()).statusCode]).toEqual([
      200, 200, 429,
    ]);
    const challenge = await t.app.inject({ url: '/api/captcha/challenge', remoteAddress: ip });
    expect(challenge.statusCode).toBe(200);
    const parsed = CaptchaChallengeSchema.parse(challenge.json());
    const solution = await solveChallenge({ challenge: parsed, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge: parsed, solution })).toString('base64');
    const verify = () =>
      t.app.inject({ method: 'POST', url: '/api/captcha/verify', remoteAddress: ip, payload: { payload } });
    expect((await verify()).statusCode).toBe(200);
    expect((await rates()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(409);
    const marks = await t.app.db.selectFrom('captcha_marks').select('kind').execute();
    expect(marks.map((mark) => mark.kind).sort()).toEqual(['pass', 'spent']);
    expect(
      sample(await scrape(t.app), 'waha_redis_fallback_calls_total', { use: 'captcha' }),
    ).toBeGreaterThan(0);

    gate.set('up');
    expect(await untilBack(5000)).toBeLessThan(5000);
    expect((await readiness()).status).toBe(200);
    // The log says where Redis is nowhere (log policy), and each switch once.
    expect(lines.join('\n')).not.toContain(new URL(gate.url).port);
    expect(lines.filter((line) => /redis unavailable/.test(line))).toHaveLength(2);
  });
});
