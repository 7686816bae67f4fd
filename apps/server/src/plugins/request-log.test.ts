import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Request completion at info only for server errors and slow requests; the rest at debug.
// A generous threshold: on a loaded machine even a fast request can take a few hundred ms.
const SLOW_MS = 2500;
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info', logSlowMs: SLOW_MS },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  t.app.get('/api/test/boom', async () => {
    throw new Error('bug');
  });
  t.app.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 100));
    return { ok: true };
  });
});
afterAll(async () => t.close());

const requestLines = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; route?: string; level: number })
    .filter((l) => l.msg === 'request');

describe('request log levels', () => {
  it('logs fast successes and client errors at debug, server errors and slow requests at info', async () => {
    await t.app.inject({ url: '/api/exchangeRates?Branch_ID=19' });
    await t.app.inject({ url: '/api/exchangeRates?Branch_ID=abc' });
    expect(requestLines()).toEqual([]);
    await t.app.inject({ url: '/api/test/boom' });
    await t.app.inject({ url: '/api/test/slow' });
    expect(requestLines().map((l) => [l.route, l.level])).toEqual([
      ['/api/test/boom', 30],
      ['/api/test/slow', 30],
    ]);
  });
});
