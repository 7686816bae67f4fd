import { expect } from 'vitest';
import { describeSample, is2xx, sentBetween, type Sample } from './traffic.js';

/** What the fault drill reads from its traffic's samples (outage-drill.ts), and the run's log. */

/** A readiness answer takes up to its 2 s probe budget; those sent this close to a change may see either side. */
export const READY_EDGE_MS = 3_000;

export const metricValue = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(name))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

/** The samples answered before the cut (one in flight at the cut belongs to the cut). */
export const answeredBefore = (samples: Sample[], cutAt: number) =>
  samples.filter((s) => s.started + s.ms < cutAt);

const lines = (samples: Sample[], t0: number) =>
  samples
    .slice(0, 30)
    .map((s) => describeSample(s, t0))
    .join('\n');

/** None of these samples may exist; the message lists the first few. */
export function expectNone(list: Sample[], what: string, t0: number, more = '') {
  expect(list.length, `${what}: ${list.length}${more}\n${lines(list, t0)}`).toBe(0);
}

/** Every request got an answer within the bound: no reset, no refused connection, no hang. */
export function expectAllAnswered(samples: Sample[], t0: number, serverOutput: string) {
  const unanswered = samples.filter((s) => s.status === null);
  // A process that died says why in the lines that are not its JSON log (a crash's stack).
  const crash = serverOutput
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('{'))
    .slice(0, 12)
    .join('\n');
  const tail = unanswered.length && crash ? `\nthe server wrote besides its log:\n${crash}` : '';
  expectNone(unanswered, 'requests without an answer (reset, refused, or past the bound)', t0, tail);
}

/**
 * What every cut asserts first: everything answered before the cut was 2xx (the drill served
 * before it cut) and every request of the run got an answer. Answers the samples before the cut.
 */
export function expectServedAroundCut(samples: Sample[], cutAt: number, t0: number, serverOutput: string) {
  const before = answeredBefore(samples, cutAt);
  expectNone(
    before.filter((s) => !is2xx(s)),
    'not 2xx before the cut (the drill must serve first)',
    t0,
  );
  expectAllAnswered(samples, t0, serverOutput);
  return before;
}

/** The distinct warn and error messages of the server's log (pino JSON lines), for the run's log. */
export function logMessages(output: string): string {
  const seen = new Set<string>();
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string };
      if ((entry.level ?? 0) >= 40) seen.add(`${entry.level === 40 ? 'warn' : 'error'} "${entry.msg}"`);
    } catch {
      // Not a log line (a refused start's one line, a crash).
    }
  }
  return [...seen].join(', ');
}

/** How long after the return the last request that was not 2xx was sent. */
export function recovery(samples: Sample[], restoredAt: number): string {
  const last = sentBetween(samples, restoredAt)
    .filter((s) => !is2xx(s))
    .at(-1);
  return last
    ? `the last non-2xx request was sent ${last.started - restoredAt} ms after the return`
    : 'at once';
}

/** Counts per kind and answer, for the log of a run: what the traffic saw during a cut. */
export function tally(list: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of list) {
    const key = `${s.kind} ${s.status ?? s.error}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} x${n}`).join(', ');
}

/** Full service: every request sent from `from` on answered 2xx, readiness included. */
export function expectFullServiceFrom(samples: Sample[], from: number, t0: number, what: string) {
  const after = sentBetween(samples, from);
  expect(after.length).toBeGreaterThan(10);
  expectNone(
    after.filter((s) => !is2xx(s)),
    `not 2xx ${what}`,
    t0,
  );
}

/** Readiness while the dependency is away: 503 naming it as failing. */
export function expectReadinessFailing(samples: Sample[], cutAt: number, restoredAt: number, part: string) {
  const ready = sentBetween(samples, cutAt + READY_EDGE_MS, restoredAt - READY_EDGE_MS).filter(
    (s) => s.kind === 'ready',
  );
  expect(ready.length).toBeGreaterThan(2);
  for (const s of ready) {
    expect(s.status, s.body).toBe(503);
    expect((JSON.parse(s.body!) as { checks: Record<string, string> }).checks[part], s.body).toBe('fail');
  }
}
