import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OVERLOAD_RETRY_AFTER_SECONDS } from './overload.js';

const OFF = { maxEventLoopDelayMs: 0, maxHeapBytes: 0, maxRssBytes: 0, sampleIntervalMs: 10 };
const THRESHOLD_MS = 100;

let stalled: TestApp;
let heavy: TestApp;
beforeAll(async () => {
  stalled = await createTestApp({ overload: { ...OFF, maxEventLoopDelayMs: THRESHOLD_MS } }, { seed: false });
  // A heap threshold of one byte: under pressure from the first sample on, deterministically.
  heavy = await createTestApp({ overload: { ...OFF, maxHeapBytes: 1 } }, { seed: false });
});
afterAll(async () => {
  await stalled.close();
  await heavy.close();
});

/** Asks `url` until the answer has `status` (the process is sampled every 10 ms), at most ~2 s. */
async function until(app: FastifyInstance, url: string, status: number) {
  let res = await app.inject({ url, headers: { 'accept-language': 'en' } });
  for (let i = 0; i < 200 && res.statusCode !== status; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    res = await app.inject({ url, headers: { 'accept-language': 'en' } });
  }
  return res;
}

function busyLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Holds the event loop the way a synchronous hot path would.
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the overloaded envelope after an event-loop stall, then recovers', async () => {
    expect((await until(stalled.app, '/api/health/ready', 200)).statusCode).toBe(200);
    // The sampled delay is a mean over the sample window, so the stall must outweigh the normal
    // ticks in it: four times the threshold stays past it however the window falls.
    busyLoop(THRESHOLD_MS * 4);
    let shed = await stalled.app.inject({ url: '/api/health/ready', headers: { 'accept-language': 'en' } });
    for (let i = 0; i < 5 && shed.statusCode !== 503; i++) {
      shed = await stalled.app.inject({ url: '/api/health/ready', headers: { 'accept-language': 'en' } });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({
      code: 'overloaded',
      message: 'The service is busy right now. Please try again in a few seconds.',
    });
    // The next samples see a quiet loop again.
    expect((await until(stalled.app, '/api/health/ready', 200)).statusCode).toBe(200);
  });

  it('does not take the start-up work (migrations, seed) that blocked the loop before ready for load', async () => {
    // A real sample interval's order (the server's is 1 s): the grace after ready is two samples,
    // and a 10 ms interval would leave a busy test machine 20 ms to reach the first request.
    const starting = await createTestApp(
      { overload: { ...OFF, maxEventLoopDelayMs: THRESHOLD_MS, sampleIntervalMs: 250 } },
      { seed: false },
    );
    try {
      busyLoop(THRESHOLD_MS * 4);
      // Let the sampler run once after the block, as it does after a real start.
      await new Promise((resolve) => setTimeout(resolve, 15));
      const first = await starting.app.inject({ url: '/api/health/ready' });
      expect(first.statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });

  it('sheds every route but live and /metrics, which answer while the process is under pressure', async () => {
    const shed = await until(heavy.app, '/api/exchangeRates', 503);
    expect(shed.statusCode).toBe(503);
    expect(shed.json().code).toBe('overloaded');
    expect(shed.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    expect((await heavy.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    expect((await heavy.app.inject({ url: '/api/nope' })).statusCode).toBe(503);

    const live = await heavy.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const metrics = await heavy.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    // The refusals themselves are visible to the scraper.
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/exchangeRates",status_code="503"\} [1-9]/,
    );
  });
});
