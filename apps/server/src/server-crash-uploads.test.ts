import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from './config/index.js';
import { createDb } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { KEY_COLUMNS } from './lib/storage-sweep/named-objects.js';
import { STORAGE_KEY } from './plugins/storage.js';
import { makeCustomer, randomIp } from './test/core-fixtures.js';
import { sample } from './test/metrics-text.js';
import { createDedicatedDatabase } from './test/dedicated-database.js';
import { startServer, type ServerProcess } from './test/server-process.js';
import { TEST_ENGINE } from './test/test-app.js';
import { ticketForm } from './test/ticket-client.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-crash-'));
const uploads = path.join(dataDir, 'uploads');
const BURST = 30;
/** Bursts tried before a crash must have left a file without its row. */
const ATTEMPTS = 3;

/** SQLite, or in the PostgreSQL run a database of its own (+ Redis): the server process's. */
let database: DatabaseConfig;
let dropDatabase: () => Promise<void> = async () => undefined;
let env: Record<string, string>;
beforeAll(async () => {
  let url: string;
  if (TEST_ENGINE === 'postgres') {
    const dedicated = await createDedicatedDatabase('crash');
    database = { kind: 'postgres', url: dedicated.url };
    dropDatabase = dedicated.drop;
    url = dedicated.url;
  } else {
    database = { kind: 'sqlite', file: path.join(dataDir, 'crash.db') };
    url = `sqlite:${database.file}`;
  }
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...(TEST_ENGINE === 'postgres' && process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    HOST: '127.0.0.1',
    // Each submission comes "from" its own address (X-Forwarded-For), past the per-client limit.
    TRUST_PROXY: 'loopback',
    // A loaded test machine must not shed the burst with 503s.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Files in the upload folder that no row names, and keys rows name whose file is missing. */
async function consistency() {
  const db = createDb(database);
  try {
    const named = new Set<string>();
    for (const { table, column } of KEY_COLUMNS) {
      const rows = await sql<{ key: string | null }>`select ${sql.ref(column)} as key
        from ${sql.table(table)}`.execute(db);
      for (const row of rows.rows) if (row.key) named.add(row.key);
    }
    const files = new Set(readdirSync(uploads).filter((name) => STORAGE_KEY.test(name)));
    return {
      named: named.size,
      filesWithoutRow: [...files].filter((file) => !named.has(file)),
      rowsWithoutFile: [...named].filter((key) => !files.has(key)),
    };
  } finally {
    await db.destroy();
  }
}

async function until(check: () => Promise<boolean>, ms: number, pauseMs = 20) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return false;
}

/** Three incompressible PNGs (noise) of some 200 KB: storing them takes long enough to be caught. */
async function attachments() {
  return Promise.all(
    [1, 2, 3].map((seed) =>
      sharp({
        create: {
          width: 260 + seed,
          height: 260,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer(),
    ),
  );
}

function submit(server: ServerProcess, nationalId: string, files: Buffer[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticketForm(nationalId))) form.append(name, value);
  files.forEach((bytes, i) =>
    form.append('files', new Blob([bytes], { type: 'image/png' }), `scan-${i}.png`),
  );
  return fetch(`${server.url}/api/tickets`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': randomIp(), 'accept-language': 'en' },
  });
}

describe('kill -9 during a burst of uploads', () => {
  it('after a restart and its sweep, every stored file has its row and every row its file', async () => {
    // The customers the tickets belong to, written before any server runs.
    const setup = createDb(database);
    await migrateToLatest(setup);
    const people = await Promise.all(Array.from({ length: BURST * ATTEMPTS }, () => makeCustomer(setup)));
    await setup.destroy();
    const files = await attachments();

    /**
     * One server, a burst, and a kill -9 once some tickets have committed and some files are stored
     * without their row yet. The kill can still land just after those rows commit (nothing is then
     * left to sweep), so a crash that leaves no orphan is repeated with fresh customers.
     */
    const acknowledged: string[] = [];
    async function crashMidBurst(customers: typeof people) {
      const server = await startServer(env);
      // The demo careers seed (applications with files) is in place before the server listens.
      const before = (await consistency()).named;
      const told: string[] = [];
      const burst = customers.map((person) =>
        submit(server, person.national_id, files)
          .then(async (res) => {
            if (res.status === 201) told.push(((await res.json()) as { requestId: string }).requestId);
          })
          .catch(() => undefined),
      );
      let settled = false;
      void Promise.all(burst).then(() => (settled = true));
      let caught = false;
      await until(
        async () => {
          const now = await consistency();
          caught = now.named >= before + 5 * 3 && now.filesWithoutRow.length > 0;
          // On a loaded machine the whole burst can commit between two looks: then try again.
          return caught || settled;
        },
        60_000,
        5,
      );
      const crash = await server.kill('SIGKILL');
      await Promise.all(burst);
      expect(crash.signal).toBe('SIGKILL');
      if (caught) expect(told.length).toBeLessThan(customers.length);
      acknowledged.push(...told);
      return { before, after: await consistency() };
    }

    let attempt = 0;
    let crash: Awaited<ReturnType<typeof crashMidBurst>>;
    do {
      crash = await crashMidBurst(people.slice(attempt * BURST, (attempt + 1) * BURST));
      // Files are written before their row commits: a crash never leaves a row without its file.
      expect(crash.after.rowsWithoutFile).toEqual([]);
      expect(crash.after.named).toBeGreaterThanOrEqual(crash.before + 5 * 3);
      attempt += 1;
    } while (crash.after.filesWithoutRow.length === 0 && attempt < ATTEMPTS);
    const afterCrash = crash.after;
    // ...but it leaves files without a row (the burst was cut off mid-way).
    expect(afterCrash.filesWithoutRow.length).toBeGreaterThan(0);

    // Restart with no minimum age (nothing is in flight now): the start-up sweep cleans up.
    const second = await startServer({ ...env, STORAGE_SWEEP_MIN_AGE_SECONDS: '0' });
    try {
      let metrics = '';
      const swept = await until(
        async () => {
          metrics = await (await fetch(`${second.url}/metrics`)).text();
          return sample(metrics, 'waha_job_last_success_seconds', { job: 'storage-sweep' }) > 0;
        },
        60_000,
        200,
      );
      expect(swept, second.output().slice(-2000)).toBe(true);
      expect(sample(metrics, 'waha_storage_orphans_deleted_total')).toBe(afterCrash.filesWithoutRow.length);

      const afterSweep = await consistency();
      expect(afterSweep).toEqual({ named: afterCrash.named, filesWithoutRow: [], rowsWithoutFile: [] });
      // Every ticket the burst was told it had is there with its three files.
      const db = createDb(database);
      const rows = acknowledged.length
        ? await db
            .selectFrom('ticket_files')
            .select(['ticket_id', db.fn.countAll<number>().as('files')])
            .where('ticket_id', 'in', acknowledged)
            .groupBy('ticket_id')
            .execute()
        : [];
      await db.destroy();
      expect(rows.map((row) => Number(row.files))).toEqual(acknowledged.map(() => 3));
    } finally {
      const exit = await second.stop();
      expect(exit.code, exit.output.slice(-2000)).toBe(0);
    }
  }, 300_000);
});
