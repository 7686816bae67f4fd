import { Counter, type Registry } from 'prom-client';
import type { StorageFailureReason } from '../lib/storage-failure.js';

/** A counter by why the storage failed. */
type ByReason = { inc(labels: { reason: StorageFailureReason }): void };

/** The upload storage's metrics (ADR 2705, lib/storage-sweep): refusals and the orphan sweep. */
export interface StorageMetrics {
  /** Upload objects the storage refused to write (full: disk or quota; unavailable: down or refusing). */
  storageWriteFailures: ByReason;
  /** Upload objects the storage could not read back (it did not answer or refused). */
  storageReadFailures: ByReason;
  /** The orphan sweep of upload storage (lib/storage-sweep): what it deleted. */
  storageSweep: { deleted(count: number): void };
}

export function storageMetrics(registers: Registry[]): StorageMetrics {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['reason'] as const, registers });
  const deleted = new Counter({
    name: 'waha_storage_orphans_deleted_total',
    help: 'Stored upload objects deleted by the sweep because no database row names them',
    registers,
  });
  return {
    storageWriteFailures: counter(
      'waha_storage_write_failures_total',
      'Upload objects the storage refused to write, by reason (full: disk or quota; unavailable)',
    ),
    storageReadFailures: counter(
      'waha_storage_read_failures_total',
      'Upload objects the storage could not read back (unavailable: no answer or refused)',
    ),
    storageSweep: { deleted: (count) => deleted.inc(count) },
  };
}
