import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../test/soft-authenticator.js';
import { demoStaff, ORIGIN, signInAs, staffIp } from '../../../test/staff-client.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IP = staffIp(41);
const RACERS = 3;

const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: IP,
    headers: { origin: ORIGIN, 'accept-language': 'en', cookie },
    ...(payload ? { payload } : {}),
  });

/**
 * Starts racing requests and answers their responses. On PostgreSQL a SHARE lock on
 * staff_passkeys holds every insert back (reads pass) until `waiting` of them queue behind it, so
 * each request has done whatever it checks first and all insert at once: the worst interleaving,
 * every time. (SQLite in one process runs each request's check and insert without a pause between
 * them, so the requests there only run side by side.)
 */
async function withInsertsHeld<T>(waiting: number, start: () => Promise<T>[]): Promise<T[]> {
  if (TEST_ENGINE !== 'postgres') return Promise.all(start());
  let started: Promise<T>[] = [];
  await t.app.db.transaction().execute(async (trx) => {
    await sql`lock table staff_passkeys in share mode`.execute(trx);
    started = start();
    for (let tries = 0; tries < 250; tries++) {
      const { rows } = await sql<{ queued: number }>`
        select count(*)::int as queued from pg_locks
        where not granted and relation = 'staff_passkeys'::regclass`.execute(t.app.db);
      if (rows[0]!.queued >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return Promise.all(started);
}

describe('passkey registration raced', () => {
  it('stores one credential registered by several requests at once and refuses the others with 400', async () => {
    // Sessions of one person, each with its own challenge, answered by the same authenticator.
    const sessions: string[] = [];
    for (let i = 0; i < RACERS; i++) sessions.push(await signInAs(t.app, 'operations', IP));
    const authenticator = new SoftAuthenticator();
    const credentials: unknown[] = [];
    for (const cookie of sessions) {
      const options = await post('/api/staff/me/passkeys/options', cookie);
      credentials.push(authenticator.register(options.json(), { origin: ORIGIN }));
    }
    const answers = await withInsertsHeld(RACERS, () =>
      sessions.map((cookie, i) =>
        post('/api/staff/me/passkeys', cookie, { name: `Race ${i}`, credential: credentials[i] }),
      ),
    );

    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(RACERS - 1).fill(400)]);
    for (const refused of answers.filter((res) => res.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ code: 'staff_passkey_failed', message: expect.any(String) });
    }
    const stored = await t.app.db
      .selectFrom('staff_passkeys')
      .select('id')
      .where('credential_id', '=', authenticator.id)
      .execute();
    expect(stored).toHaveLength(1);
    const account = await t.app.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('employee_number', '=', demoStaff('operations').employeeNumber)
      .executeTakeFirstOrThrow();
    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select(['action', 'record_id', 'after'])
      .where('action', 'in', ['passkey.register', 'passkey.register-failed'])
      .execute();
    expect(audit.filter((row) => row.action === 'passkey.register')).toEqual([
      expect.objectContaining({ record_id: stored[0]!.id }),
    ]);
    const failures = audit.filter((row) => row.action === 'passkey.register-failed');
    expect(failures.map((row) => [row.record_id, JSON.parse(row.after!).reason])).toEqual(
      Array(RACERS - 1).fill([account.id, 'duplicate']),
    );
  });
});
