import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig, DatabaseConfig } from '../config/index.js';
import type { StorageConfig } from '../config/storage.js';
import {
  checkSqliteCopy,
  copyTree,
  filesFolderOf,
  fsyncFile,
  OperatorError,
  publishWithoutOverwrite,
  removeQuietly,
  sizeOf,
  tempBeside,
} from './backup-support.js';
import { runPgTool, shellWord, tablesInDump } from './pg-tools.js';

/**
 * A consistent copy of the live SQLite database while the server keeps writing: VACUUM INTO on a
 * connection of our own is one read transaction, and under WAL a reader neither waits for nor
 * blocks the writer, so the copy is the database as of the moment it began. (The online backup
 * API would restart from scratch whenever the server commits, possibly forever under load.)
 */
function backupSqlite(file: string, temp: string): string {
  if (file === ':memory:')
    throw new OperatorError('DATABASE_URL is sqlite::memory:; nothing on disk to back up');
  if (!existsSync(file))
    throw new OperatorError(
      `no SQLite database at ${file} (DATA_DIR or DATABASE_URL as the server has them?)`,
    );
  const live = new SQLite(file, { fileMustExist: true, timeout: 10_000 });
  try {
    live.prepare('VACUUM INTO ?').run(temp);
  } catch (error) {
    throw new OperatorError(`could not copy ${file}: ${(error as Error).message}`);
  } finally {
    live.close();
  }
  const { tables, rows } = checkSqliteCopy(temp, 'the copy');
  fsyncFile(temp);
  return `SQLite, integrity_check ok, ${tables} tables, ${rows} rows`;
}

/** pg_dump's custom format (compressed, restorable selectively), checked by reading its contents. */
async function backupPostgres(
  database: Extract<DatabaseConfig, { kind: 'postgres' }>,
  temp: string,
  target: string,
): Promise<string> {
  // Only tests set a schema (one per test file); a deployment uses the whole database.
  const schemaArgs = database.schema ? [`--schema=${database.schema}`] : [];
  const manual = [
    'pg_dump --format=custom',
    ...schemaArgs,
    `--file=${shellWord(target)}`,
    '--dbname="$DATABASE_URL"',
  ];
  await runPgTool('pg_dump', ['--format=custom', ...schemaArgs, `--file=${temp}`], {
    url: database.url,
    manual: manual.join(' '),
  });
  const list = await runPgTool('pg_restore', ['--list', temp], {
    manual: `pg_restore --list ${shellWord(target)}`,
  });
  fsyncFile(temp);
  return `PostgreSQL custom-format dump, pg_restore --list ok, ${tablesInDump(list)} tables`;
}

function backupUploads(storage: StorageConfig, temp: string, folder: string): string {
  if (storage.kind === 's3')
    return `not copied: they are in the S3 bucket ${storage.bucket}, whose own versioning or replication is their backup`;
  return `${copyTree(storage.dir, temp)} copied to ${folder}`;
}

/**
 * `npm run db:backup -- <file>`: the database into <file> (a SQLite file, or a pg_dump archive)
 * and, with disk storage, the uploads into <file>.files/. Everything is written under temporary
 * names and renamed at the end, so a backup that exists is complete; answers the summary line.
 */
export async function backup(config: AppConfig, targetArg: string): Promise<string> {
  const target = path.resolve(targetArg);
  const folder = filesFolderOf(target);
  for (const taken of [target, folder])
    if (existsSync(taken))
      throw new OperatorError(`${taken} already exists; a backup is never overwritten, choose a new name`);
  mkdirSync(path.dirname(target), { recursive: true });
  const temp = tempBeside(target, 'backup');
  const folderTemp = tempBeside(folder, 'backup');
  // Leftovers of a run that was killed (same process id): VACUUM INTO refuses an existing file.
  removeQuietly(temp);
  removeQuietly(folderTemp);
  try {
    const database =
      config.database.kind === 'sqlite'
        ? backupSqlite(config.database.file, temp)
        : await backupPostgres(config.database, temp, target);
    // Only now the files: an upload is stored before its row commits, so every file a row of the
    // copy names is already on disk. Files stored since are harmless extras.
    const files = backupUploads(config.storage, folderTemp, folder);
    if (config.storage.kind === 'disk') renameSync(folderTemp, folder);
    try {
      // The database last: its presence is what says the backup is complete.
      publishWithoutOverwrite(temp, target);
    } catch (error) {
      removeQuietly(folder);
      throw error;
    }
    return `backup ok: ${target} (${sizeOf(target)}, ${database}); files: ${files}`;
  } finally {
    removeQuietly(temp);
    removeQuietly(folderTemp);
  }
}
