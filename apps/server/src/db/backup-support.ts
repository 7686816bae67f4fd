import {
  closeSync,
  copyFileSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * The one error path of backup and restore: a message for the operator, printed as
 * `<command> failed|refused: <message>` with exit code 1, no stack trace.
 */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly verdict: 'failed' | 'refused' = 'failed',
  ) {
    super(message);
  }
}

/** The uploads folder of a backup sits beside its database file or dump. */
export const filesFolderOf = (backup: string) => `${backup}.files`;

/** A temporary name beside `file` (same folder, so the final rename is atomic). */
export const tempBeside = (file: string, what: string) => `${file}.${what}-tmp-${process.pid}`;

/** A name for what a restore replaces, e.g. `waha.db.before-restore-2026-05-01T10-00-00-000Z`. */
export const keptName = (file: string, at: Date) =>
  `${file}.before-restore-${at.toISOString().replace(/[:.]/g, '-')}`;

export const removeQuietly = (target: string) => rmSync(target, { recursive: true, force: true });

export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function fsyncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Gives a finished temporary file its final name, refusing to replace anything: a hard link fails
 * with EEXIST where a rename would silently overwrite a backup made meanwhile.
 */
export function publishWithoutOverwrite(temp: string, target: string): void {
  try {
    linkSync(temp, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new OperatorError(`${target} already exists; a backup is never overwritten, choose a new name`);
    throw error;
  }
  rmSync(temp);
}

/**
 * Copies a folder's files (recursively) and answers how many. A file that disappears meanwhile is
 * skipped: the server deletes uploads while we copy, and a deleted file is no longer referenced.
 */
export function copyTree(from: string, to: string): number {
  mkdirSync(to, { recursive: true });
  let count = 0;
  let entries;
  try {
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) count += copyTree(source, path.join(to, entry.name));
    else if (entry.isFile()) {
      try {
        copyFileSync(source, path.join(to, entry.name));
        count += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return count;
}

export interface SqliteCheck {
  tables: number;
  rows: number;
}

/**
 * Opens a database copy, makes it one self-contained file (rollback journal, not WAL, so no -wal
 * or -shm belongs to it) and runs `PRAGMA integrity_check`; throws unless it answers 'ok'.
 */
export function checkSqliteCopy(file: string, label: string): SqliteCheck {
  let db;
  try {
    db = new SQLite(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    db?.close();
    throw new OperatorError(`${label} is not a readable SQLite database (${(error as Error).message})`);
  }
  try {
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (problems.join() !== 'ok')
      throw new OperatorError(`integrity_check of ${label} failed: ${problems.slice(0, 5).join('; ')}`);
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    let rows = 0;
    for (const table of tables)
      rows += db
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number;
    return { tables: tables.length, rows };
  } finally {
    db.close();
  }
}

export const sizeOf = (file: string) => humanSize(statSync(file).size);
