import { describe, expect, it } from 'vitest';
import { fallbackGate, fallbackLimiter, withFallback, type FallbackReason } from './fallback.js';
import type { Limiter } from './limiter.js';
import { memoryLimiter } from './memory-limiter.js';
import type { Scheduler } from './periodic-job.js';

const TIMEOUT_MS = 100;
const rule = { bucket: 'fallback-test', max: 3, windowMs: 60_000 };

/** A dependency the test switches between answering, failing and never answering. */
function dependency() {
  const state = { mode: 'ok' as 'ok' | 'error' | 'hang', ready: true, calls: 0 };
  const act = <T>(work: () => Promise<T>): Promise<T> => {
    state.calls += 1;
    if (state.mode === 'error') return Promise.reject(new Error('connection reset'));
    if (state.mode === 'hang') return new Promise<T>(() => undefined);
    return work();
  };
  const counts = memoryLimiter();
  const limiter: Limiter = {
    hit: (...args) => act(() => counts.hit(...args)),
    release: (...args) => act(() => counts.release(...args)),
    reset: (...args) => act(() => counts.reset(...args)),
  };
  return { state, limiter, act };
}

function setup() {
  const dep = dependency();
  const ticks = new Set<() => void>();
  // The probe's timer, driven by hand.
  const scheduler: Scheduler = (_ms, tick) => {
    ticks.add(tick);
    return () => ticks.delete(tick);
  };
  const switches: [boolean, FallbackReason?][] = [];
  const fellBack: string[] = [];
  const gate = fallbackGate({
    ready: () => dep.state.ready,
    probe: () => dep.act(async () => 'PONG'),
    timeoutMs: TIMEOUT_MS,
    probeMs: 1000,
    onSwitch: (available, reason) => switches.push(reason ? [available, reason] : [available]),
    onFallback: (use) => fellBack.push(use),
    scheduler,
  });
  const memory = memoryLimiter();
  const limiter = fallbackLimiter(dep.limiter, memory, gate);
  const probe = async () => {
    for (const tick of [...ticks]) tick();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { dep, gate, memory, limiter, switches, fellBack, ticks, probe };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('fallback limiter', () => {
  it('counts in the primary while it answers, and never in memory', async () => {
    const s = setup();
    for (let i = 0; i < 4; i++) await s.limiter.hit(rule, 'a');
    expect(s.dep.state.calls).toBe(4);
    expect(s.memory.size()).toBe(0);
    expect(s.switches).toEqual([]);
    expect(s.fellBack).toEqual([]);
  });

  it('answers from memory within milliseconds when the primary errors, and stops asking it', async () => {
    const s = setup();
    s.dep.state.mode = 'error';
    const first = await timed(s.limiter.hit(rule, 'a'));
    expect(first.value).toMatchObject({ allowed: true, count: 1 });
    expect(first.ms).toBeLessThan(50);
    expect(s.switches).toEqual([[false, 'error']]);
    // Once out, calls go straight to memory: the primary is not asked again until a probe says so.
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await s.limiter.hit(rule, 'a')).allowed);
    expect(outcomes).toEqual([true, true, false]);
    expect(s.dep.state.calls).toBe(1);
    expect(s.fellBack).toEqual(['limiter', 'limiter', 'limiter', 'limiter']);
    expect(s.switches).toHaveLength(1);
    s.gate.close();
  });

  it('gives up on a primary that does not answer within the timeout, then answers at once', async () => {
    const s = setup();
    s.dep.state.mode = 'hang';
    const first = await timed(s.limiter.hit(rule, 'a'));
    expect(first.value.count).toBe(1);
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 150);
    expect(s.switches).toEqual([[false, 'timeout']]);
    const next = await timed(s.limiter.hit(rule, 'a'));
    expect(next.value.count).toBe(2);
    expect(next.ms).toBeLessThan(20);
    s.gate.close();
  });

  it('does not ask a client that is not connected', async () => {
    const s = setup();
    s.dep.state.ready = false;
    const first = await timed(s.limiter.hit(rule, 'a'));
    expect(first.ms).toBeLessThan(20);
    expect(s.dep.state.calls).toBe(0);
    expect(s.switches).toEqual([[false, 'not_ready']]);
    s.gate.close();
  });

  it('goes back to the primary by itself once a probe answers, and says so once', async () => {
    const s = setup();
    s.dep.state.mode = 'error';
    await s.limiter.hit(rule, 'a');
    // Still failing, or not connected yet: the probe keeps the fallback.
    await s.probe();
    s.dep.state.ready = false;
    s.dep.state.mode = 'ok';
    await s.probe();
    expect(s.gate.available()).toBe(false);
    expect(s.ticks.size).toBe(1);
    s.dep.state.ready = true;
    await s.probe();
    expect(s.switches).toEqual([[false, 'error'], [true]]);
    expect(s.ticks.size).toBe(0);
    const calls = s.dep.state.calls;
    expect((await s.limiter.hit(rule, 'a')).count).toBe(1);
    expect(s.dep.state.calls).toBe(calls + 1);
    // A second outage switches (and says so) again.
    s.dep.state.mode = 'error';
    await s.limiter.hit(rule, 'a');
    expect(s.switches).toEqual([[false, 'error'], [true], [false, 'error']]);
    s.gate.close();
    expect(s.ticks.size).toBe(0);
  });

  it('clears the memory count on reset as well, so an outage count does not outlive a reset', async () => {
    const s = setup();
    s.dep.state.mode = 'error';
    for (let i = 0; i < 4; i++) await s.limiter.hit(rule, 'a');
    await s.limiter.reset(rule.bucket, 'a');
    expect((await s.limiter.hit(rule, 'a')).count).toBe(1);
    s.gate.close();
  });
});

describe('withFallback', () => {
  it('wraps every method of a store, each falling back on its own', async () => {
    const s = setup();
    const primary = { read: (k: string) => s.dep.act(async () => `primary:${k}`) };
    const secondary = { read: async (k: string) => `secondary:${k}` };
    const store = withFallback(primary, secondary, s.gate, 'captcha');
    expect(await store.read('x')).toBe('primary:x');
    s.dep.state.mode = 'error';
    expect(await store.read('y')).toBe('secondary:y');
    expect(s.fellBack).toEqual(['captcha']);
    s.gate.close();
  });
});
