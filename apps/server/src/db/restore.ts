import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig, DatabaseConfig } from '../config/index.js';
import type { StorageConfig } from '../config/storage.js';
import {
  checkSqliteCopy,
  copyTree,
  filesFolderOf,
  fsyncFile,
  keptName,
  OperatorError,
  removeQuietly,
  tempBeside,
} from './backup-support.js';
import { PgToolMissing, redactedUrl, runPgTool, shellWord, tablesInDump } from './pg-tools.js';
import { LockBusyError, takeRestoreLock, type HeldLock } from './server-lock.js';

/**
 * Puts a checked copy of the backup in place of the database file in one rename. The database
 * it replaces is kept under a `.before-restore-<time>` name, with its -wal (committed rows not yet
 * in the main file) renamed to match, so the pair still opens; the -shm index is rebuilt. A stale
 * -wal left beside the new file would be replayed into it and corrupt it.
 */
function restoreSqlite(file: string, source: string, at: Date): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempBeside(file, 'restore');
  try {
    copyFileSync(source, temp);
    const { tables, rows } = checkSqliteCopy(temp, source);
    fsyncFile(temp);
    const kept = existsSync(file) ? keptName(file, at) : null;
    if (kept) linkSync(file, kept);
    for (const suffix of ['-wal', '-journal']) {
      if (!existsSync(file + suffix)) continue;
      if (kept) renameSync(file + suffix, kept + suffix);
      else rmSync(file + suffix);
    }
    rmSync(`${file}-shm`, { force: true });
    renameSync(temp, file);
    const previous = kept ? `; the previous database is kept as ${kept}` : '';
    return `integrity_check ok, ${tables} tables, ${rows} rows${previous}`;
  } finally {
    removeQuietly(temp);
  }
}

const PG_RESTORE_ARGS = ['--clean', '--if-exists', '--single-transaction'];
const manualRestore = (source: string) =>
  `pg_restore ${PG_RESTORE_ARGS.join(' ')} --dbname="$DATABASE_URL" ${shellWord(source)}  (with every server stopped)`;

/** The dump's contents, read before anything is touched (it also proves the file is a dump). */
async function listDump(source: string): Promise<string> {
  return runPgTool('pg_restore', ['--list', source], { manual: manualRestore(source) }).catch(
    (error: unknown) => {
      if (!(error instanceof OperatorError) || error instanceof PgToolMissing) throw error;
      throw new OperatorError(`${source} is not a readable pg_dump custom-format archive: ${error.message}`);
    },
  );
}

/** One transaction: a failing restore leaves the database as it was. */
async function restorePostgres(url: string, source: string, list: string): Promise<string> {
  await runPgTool('pg_restore', [...PG_RESTORE_ARGS, source], { url, manual: manualRestore(source) });
  return `pg_restore ok, ${tablesInDump(list)} tables`;
}

/** Copies the backup's files beside STORAGE_DIR first, so the swap at the end is two renames. */
function stageUploads(storage: StorageConfig, folder: string): { staged: string | null; note: string } {
  const has = existsSync(folder);
  if (storage.kind === 's3') {
    const note = has
      ? `${folder} not restored: uploads live in the S3 bucket ${storage.bucket} (copy them there with an S3 tool if it lost them)`
      : `in the S3 bucket ${storage.bucket}, not part of this backup`;
    return { staged: null, note };
  }
  if (!has) return { staged: null, note: `none in the backup; ${storage.dir} left as it is` };
  const staged = tempBeside(storage.dir, 'restore');
  removeQuietly(staged);
  const count = copyTree(folder, staged);
  return { staged, note: `${count} restored into ${storage.dir}` };
}

function swapUploads(dir: string, staged: string, at: Date): string {
  if (!existsSync(dir)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    renameSync(staged, dir);
    return '';
  }
  const kept = keptName(dir, at);
  renameSync(dir, kept);
  renameSync(staged, dir);
  return ` (the previous folder is kept as ${kept})`;
}

async function lockOrRefuse(database: DatabaseConfig): Promise<HeldLock> {
  try {
    return await takeRestoreLock(database);
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    const what = database.kind === 'sqlite' ? database.file : redactedUrl(database.url);
    throw new OperatorError(
      `a server is running on ${what} (it holds ${error.message}); stop every server on it, then run the restore again`,
      'refused',
    );
  }
}

/**
 * `npm run db:restore -- <file>`: a backup of `npm run db:backup` back in place, only while no
 * server holds the database (db/server-lock.ts); the lock is held until the end, so no server
 * starts on a half-restored database. Answers the summary line.
 */
export async function restore(config: AppConfig, sourceArg: string): Promise<string> {
  const source = path.resolve(sourceArg);
  const { database, storage } = config;
  if (!existsSync(source)) throw new OperatorError(`no backup at ${source}`);
  if (database.kind === 'sqlite' && database.file === ':memory:')
    throw new OperatorError('DATABASE_URL is sqlite::memory:; there is no database file to restore into');
  const list = database.kind === 'postgres' ? await listDump(source) : '';
  const lock = await lockOrRefuse(database);
  let staged: string | null = null;
  try {
    const at = new Date();
    const uploads = stageUploads(storage, filesFolderOf(source));
    staged = uploads.staged;
    const restored =
      database.kind === 'sqlite'
        ? restoreSqlite(database.file, source, at)
        : await restorePostgres(database.url, source, list);
    const kept = staged && storage.kind === 'disk' ? swapUploads(storage.dir, staged, at) : '';
    staged = null;
    const into = database.kind === 'sqlite' ? database.file : redactedUrl(database.url);
    return `restore ok: ${source} into ${into} (${restored}); files: ${uploads.note}${kept}`;
  } finally {
    if (staged) removeQuietly(staged);
    await lock.release();
  }
}
