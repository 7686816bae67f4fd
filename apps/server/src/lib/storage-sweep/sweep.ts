import type { Db } from '../../db/connection.js';
import type { Storage } from '../../plugins/storage.js';
import { namedAmong, namedSnapshot } from './named-objects.js';

export interface SweepResult {
  /** Objects in storage under a storage key. */
  listed: number;
  /** Younger than the minimum age: left alone, their row may be about to commit. */
  young: number;
  /** Old enough and named by no row: deleted. */
  deleted: number;
}

export interface SweepOptions {
  db: Db;
  storage: Storage;
  /** Objects written less than this long ago are never deleted. */
  minAgeMs: number;
  now?: Date;
  /** Checked between batches: a closing server stops sweeping instead of waiting for the end. */
  signal?: AbortSignal;
  /** Told each batch deleted (the metric counts as it goes, so a stopped sweep still counts). */
  onDeleted?: (count: number) => void;
}

const BATCH = 200;

/**
 * Deletes the stored objects that no row names and that are older than minAgeMs: the files of an
 * upload whose process died between storing them and committing its row (routes write the file
 * first, then commit the row), or of a purge that died between its commit and the delete.
 * Idempotent: a sweep stopped half way (a crash, a close) leaves only what the next one deletes.
 *
 * Order matters: objects are listed first, and each candidate is confirmed unnamed by a read made
 * after it was listed, so a row committed before that read always keeps its file. An object old
 * enough to be swept whose row commits later still would have to come from a request older than
 * minAgeMs.
 */
export async function sweepStorage(options: SweepOptions): Promise<SweepResult> {
  const { db, storage, signal } = options;
  const cutoff = (options.now ?? new Date()).getTime() - options.minAgeMs;
  const result: SweepResult = { listed: 0, young: 0, deleted: 0 };
  const named = await namedSnapshot(db);
  let candidates: string[] = [];
  const settle = async () => {
    const confirmed = await namedAmong(db, candidates);
    const orphans = candidates.filter((key) => !confirmed.has(key));
    candidates = [];
    for (const key of orphans) await storage.delete(key);
    result.deleted += orphans.length;
    if (orphans.length > 0) options.onDeleted?.(orphans.length);
  };
  for await (const object of storage.list()) {
    signal?.throwIfAborted();
    result.listed += 1;
    if (object.modifiedAt.getTime() > cutoff) result.young += 1;
    else if (!named(object.key)) candidates.push(object.key);
    if (candidates.length >= BATCH) await settle();
  }
  if (candidates.length > 0) await settle();
  return result;
}
