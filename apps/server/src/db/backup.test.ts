import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config/index.js';
import { createDedicatedDatabase } from '../test/dedicated-database.js';
import { multipartBody } from '../test/multipart-form.js';
import { runCli, startServer, type ServerProcess } from '../test/server-process.js';
import { TEST_ENGINE } from '../test/test-app.js';
import { PNG, ticketForm } from '../test/ticket-client.js';
import { createDb } from './connection.js';
import { takeRestoreLock } from './server-lock.js';

const root = mkdtempSync(path.join(tmpdir(), 'waha-backup-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(root, { recursive: true, force: true });
});

async function serve(env: Record<string, string>) {
  const server = await startServer(env);
  running.push(server);
  return server;
}

/**
 * Contact messages sent as fast as three clients can, each acknowledged one (201) recorded with
 * the moment its request left and the moment its answer arrived. Every message comes "from" its
 * own address (the server trusts one proxy hop) so the per-client limit never answers 429.
 * `until` waits for an acknowledgement, not for a clock: it fails at the first refused or lost
 * write instead of waiting for one that will never come.
 */
function keepWriting(url: string) {
  const acks: { id: string; sentAt: number; at: number }[] = [];
  const failures: string[] = [];
  const waiting = new Set<{ done: () => boolean; resolve: () => void; reject: (error: unknown) => void }>();
  const settle = (error?: unknown) => {
    for (const waiter of waiting) {
      if (error === undefined && !waiter.done()) continue;
      waiting.delete(waiter);
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };
  let sent = 0;
  let stopped = false;
  const write = async () => {
    const n = ++sent;
    const sentAt = Date.now();
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ name: 'Backup Test', email: 'backup@example.com', message: `write ${n}` }),
    });
    if (res.status !== 201) throw new Error(`write ${n}: ${res.status} ${await res.text()}`);
    acks.push({ id: ((await res.json()) as { id: string }).id, sentAt, at: Date.now() });
    settle();
  };
  const client = async () => {
    while (!stopped)
      await write().catch((error: unknown) => {
        failures.push(String(error));
        stopped = true;
        settle(error);
      });
  };
  const clients = [client(), client(), client()];
  return {
    acks,
    failures,
    until: (done: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        if (failures.length) reject(new Error(failures[0]));
        else if (done()) resolve();
        else waiting.add({ done, resolve, reject });
      }),
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

/** A support ticket with a PNG attachment, through the public API: the upload lands in storage. */
async function submitTicket(url: string): Promise<string> {
  const body = multipartBody(ticketForm('1000000008'), [
    { field: 'files', filename: 'screen.png', type: 'image/png', bytes: PNG },
  ]);
  const res = await fetch(`${url}/api/tickets`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, 'accept-language': 'en', 'x-forwarded-for': '10.255.0.1' },
    body: body.payload,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { requestId: string }).requestId;
}

async function readRestored(database: DatabaseConfig, ticketId: string) {
  const db = createDb(database);
  try {
    const contacts = await db.selectFrom('contact_messages').select('id').execute();
    const files = await db
      .selectFrom('ticket_files')
      .select('storage_key')
      .where('ticket_id', '=', ticketId)
      .execute();
    return {
      contactIds: new Set(contacts.map((row) => row.id)),
      storageKeys: files.map((row) => row.storage_key),
    };
  } finally {
    await db.destroy();
  }
}

interface Setup {
  /** The server that is backed up, while it keeps writing. */
  live: Record<string, string>;
  /** Runs once the server is up, answers what to call after the backup. */
  whileWriting?: () => () => void;
  /** A fresh place (data folder, and database for PostgreSQL) the backup is restored into. */
  fresh: Record<string, string>;
  freshDatabase: DatabaseConfig;
  backupFile: string;
}

/** Backup under load, refusal while the server runs, restore elsewhere, every acknowledged row back. */
async function roundTrip({ live, whileWriting, fresh, freshDatabase, backupFile }: Setup) {
  const server = await serve(live);
  const afterBackup = whileWriting?.();
  const ticketId = await submitTicket(server.url);
  const writes = keepWriting(server.url);
  await writes.until(() => writes.acks.length >= 30);

  const backupStartedAt = Date.now();
  const backedUp = await runCli('db/backup-cli.ts', ['backup', backupFile], live);
  const backupEndedAt = Date.now();
  afterBackup?.();
  // The server goes on taking writes once the backup has ended.
  await writes.until(() => writes.acks.some((ack) => ack.sentAt > backupEndedAt));
  await writes.stop();
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  expect(writes.failures).toEqual([]);
  // The server kept acknowledging writes while the backup ran: it was online.
  expect(
    writes.acks.filter((ack) => ack.at > backupStartedAt && ack.at < backupEndedAt).length,
  ).toBeGreaterThan(0);

  const refused = await runCli('db/backup-cli.ts', ['restore', backupFile], live);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^restore refused: a server is running on .+; stop every server on it/);
  await server.stop();

  const restored = await runCli('db/backup-cli.ts', ['restore', backupFile], fresh);
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  expect(restored.stdout).toMatch(/^restore ok: .+; files: \d+ restored into /);

  const again = await serve(fresh);
  const status = await fetch(`${again.url}/api/tickets/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.2' },
    body: JSON.stringify({ requestId: ticketId, nationalId: '1000000008' }),
  });
  expect(status.status).toBe(200);
  await again.stop();

  const { contactIds, storageKeys } = await readRestored(freshDatabase, ticketId);
  // Acknowledged before the backup began (the same millisecond included: the CLI starts after it).
  const before = writes.acks.filter((ack) => ack.at <= backupStartedAt);
  expect(before.length).toBeGreaterThanOrEqual(30);
  expect(before.filter((ack) => !contactIds.has(ack.id))).toEqual([]);
  expect(storageKeys).toHaveLength(1);
  const uploaded = readFileSync(path.join(live.DATA_DIR!, 'uploads', storageKeys[0]!));
  expect(readFileSync(path.join(fresh.DATA_DIR!, 'uploads', storageKeys[0]!)).equals(uploaded)).toBe(true);
  return backedUp.stdout;
}

/**
 * Not a budget: every step ends on an event (an answer, a process's exit), so a run takes what
 * the machine gives it. This only ends a run whose child process hangs, long after any real one.
 */
const HANG_GUARD_MS = 15 * 60_000;

const common = { TRUST_PROXY: '1', WEB_DIST_DIR: path.join(root, 'no-web-build') };

/**
 * A reader holding an old snapshot, as a long staff export would: the checkpointer cannot move
 * what was committed since into the main file, so a backup that copied the file rather than
 * reading through SQLite (the WAL included) would miss every row of the test.
 */
function holdOldSnapshot(file: string) {
  const reader = new SQLite(file, { fileMustExist: true });
  reader.exec('BEGIN');
  reader.prepare('select count(*) from contact_messages').get();
  return () => reader.close();
}

describe.runIf(TEST_ENGINE === 'sqlite')('db:backup and db:restore on SQLite', () => {
  it(
    'backs up a server under load and restores every acknowledged row and upload',
    { timeout: HANG_GUARD_MS },
    async () => {
      const freshDir = path.join(root, 'fresh');
      const summary = await roundTrip({
        live: { ...common, DATA_DIR: path.join(root, 'live') },
        whileWriting: () => holdOldSnapshot(path.join(root, 'live', 'waha.db')),
        fresh: { ...common, DATA_DIR: freshDir },
        freshDatabase: { kind: 'sqlite', file: path.join(freshDir, 'waha.db') },
        backupFile: path.join(root, 'backups', 'waha.db'),
      });
      expect(summary).toMatch(
        /^backup ok: .+ \(.+, SQLite, integrity_check ok, \d+ tables, \d+ rows\); files: [1-9]\d* copied to .+waha\.db\.files\n$/,
      );
      const again = await runCli('db/backup-cli.ts', ['backup', path.join(root, 'backups', 'waha.db')], {
        DATA_DIR: path.join(root, 'live'),
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^backup failed: .+waha\.db already exists; a backup is never overwritten/,
      );

      // A restore holds the lock until it has finished: a server started meanwhile refuses.
      const restoring = await takeRestoreLock({ kind: 'sqlite', file: path.join(freshDir, 'waha.db') });
      try {
        const refusal = startServer({ ...common, DATA_DIR: freshDir });
        await expect(refusal).rejects.toThrow(
          /\nRefused to start: the database is being restored \(npm run db:restore holds .+\)[^\n]*\n$/,
        );
      } finally {
        await restoring.release();
      }
    },
  );
});

describe.runIf(TEST_ENGINE === 'postgres')('db:backup and db:restore on PostgreSQL', () => {
  const databases: { drop: () => Promise<void> }[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  it(
    'dumps a server under load with pg_dump and restores it with pg_restore',
    { timeout: HANG_GUARD_MS },
    async () => {
      const [live, fresh] = await Promise.all([
        createDedicatedDatabase('backup_live'),
        createDedicatedDatabase('backup_fresh'),
      ]);
      databases.push(live, fresh);
      const summary = await roundTrip({
        live: { ...common, DATA_DIR: path.join(root, 'pg-live'), DATABASE_URL: live.url },
        fresh: { ...common, DATA_DIR: path.join(root, 'pg-fresh'), DATABASE_URL: fresh.url },
        freshDatabase: { kind: 'postgres', url: fresh.url },
        backupFile: path.join(root, 'backups', 'waha.dump'),
      });
      expect(summary).toMatch(
        /^backup ok: .+ \(.+, PostgreSQL custom-format dump, pg_restore --list ok, \d+ tables\); files: [1-9]\d* copied to /,
      );
    },
  );
});
