import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/connection.js';
import { anyFree, claimDue, releaseClaims, renewClaim, type OutboxTable } from './outbox-claim.js';

/** After a claim lost every row to another instance while free rows remain: a breath, then again. */
const CONTENDED_PAUSE_MS = 20;

export interface DrainOptions<Row> {
  table: OutboxTable;
  /** Each row's lease, renewed right before its send: longer than the provider's request timeout. */
  leaseMs: number;
  /** Rows per claim (default: claimSize(concurrency)). */
  batch?: number;
  /** Sends in flight at once (1: one after another, in claim order). */
  concurrency: number;
  /** Once this long (real time) has passed no further batch is claimed; the one in hand is finished. */
  budgetMs: number;
  /** The clock the leases and due times are read on (tests pass a controlled one). */
  now: () => Date;
  /** The app is closing: no further send starts; unsent rows are given back. */
  signal?: AbortSignal;
  /** The rows this claim took (`claim_token = token`), in the order to send them. */
  load(token: string): Promise<Row[]>;
  keyOf(row: Row): string;
  /**
   * Sends one row this round holds (its claim just renewed) and writes the outcome, only where
   * `claim_token = token`. A provider failure is an outcome (retry later), not a throw.
   */
  deliver(row: Row, token: string): Promise<void>;
  /** A row another instance had taken over before its send came up (skipped, not sent). */
  onLost?: () => void;
}

/**
 * Rows per claim: what the workers start soon (5 each, at most 50). A claim much larger than that
 * would sit idle under its lease at a slow provider while another instance could be sending it.
 */
export const claimSize = (concurrency: number) => Math.min(50, 5 * Math.max(1, concurrency));

export interface DrainResult {
  /** Rows sent (whatever the provider answered). */
  delivered: number;
  /** Rows skipped: another instance held them by the time their send came up. */
  lost: number;
  /** Claims that took at least one row. */
  batches: number;
}

/**
 * One round of an outbox: claims a batch, sends each row only while its claim is still held
 * (renewed and checked in one update right before the send), and keeps claiming while rows are
 * waiting, until none is free or the time budget is spent. Any number of instances may drain one
 * outbox at once; a row is sent by one of them.
 */
export async function drainOutbox<Row>(db: Db, options: DrainOptions<Row>): Promise<DrainResult> {
  const started = performance.now();
  const result: DrainResult = { delivered: 0, lost: 0, batches: 0 };
  const goOn = () => !options.signal?.aborted && performance.now() - started < options.budgetMs;
  do {
    const token = await claimDue(db, options.table, {
      now: options.now(),
      leaseMs: options.leaseMs,
      limit: options.batch ?? claimSize(options.concurrency),
    });
    const rows = await options.load(token);
    if (rows.length === 0) {
      // Nothing claimed: done, unless free rows remain (a concurrent claim took the ones we chose).
      if (!(await anyFree(db, options.table, options.now()))) break;
      await sleep(CONTENDED_PAUSE_MS);
      continue;
    }
    result.batches += 1;
    await sendBatch(db, options, token, rows, result);
  } while (goOn());
  return result;
}

/** The batch through `concurrency` workers; a failure (the database) stops new sends and is thrown. */
async function sendBatch<Row>(
  db: Db,
  options: DrainOptions<Row>,
  token: string,
  rows: Row[],
  result: DrainResult,
) {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < rows.length && !failure && !options.signal?.aborted) {
      const row = rows[next++]!;
      try {
        const key = options.keyOf(row);
        if (
          await renewClaim(db, options.table, { key, token, now: options.now(), leaseMs: options.leaseMs })
        ) {
          await options.deliver(row, token);
          result.delivered += 1;
        } else {
          result.lost += 1;
          options.onLost?.();
        }
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, rows.length)) }, worker));
  // Rows no worker reached (closing, or a failure): free now rather than when their lease runs out.
  const unsent = rows.slice(next).map(options.keyOf);
  await releaseClaims(db, options.table, token, unsent).catch(() => undefined);
  if (failure) throw (failure as { error: unknown }).error;
}
