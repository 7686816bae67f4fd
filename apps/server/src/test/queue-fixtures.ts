import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ORIGIN } from './staff-client.js';
import { TEST_ENGINE } from './test-app.js';

/**
 * Reads every page of a staff list in one sort order, as an officer pages through the queue: the
 * first page asks for the count, each next page follows the server's cursor (`after=<next>`) until
 * there is none. Fails if a page answers anything but 200, or after more pages than rows could fill.
 */
export async function readAllPages<T extends { id: string }>(
  app: FastifyInstance,
  cookie: string,
  url: string,
  pageSize: number,
  maxPages = 100,
): Promise<{ items: T[]; total: number | null; pages: number }> {
  const items: T[] = [];
  let total: number | null = null;
  let after: string | null = null;
  for (let pages = 1; pages <= maxPages; pages += 1) {
    const query = after ? `after=${encodeURIComponent(after)}` : 'count=true';
    const res = await app.inject({ url: `${url}&pageSize=${pageSize}&${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: T[]; total: number | null; next: string | null };
    items.push(...body.items);
    if (pages === 1) total = body.total;
    if (!body.next) return { items, total, pages };
    after = body.next;
  }
  throw new Error(`${url}: still a next page after ${maxPages} pages`);
}

export const post = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });

/**
 * Makes the database refuse the audit entry of one record, as a full disk or a lost connection
 * would in the middle of a bulk action: the test then proves the rows changed before it roll back.
 * Answers the function that removes the fault again.
 */
export async function failAuditOf(app: FastifyInstance, recordId: string): Promise<() => Promise<void>> {
  const id = recordId.replace(/[^A-Za-z0-9-]/g, '');
  if (TEST_ENGINE === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER fail_one_audit BEFORE INSERT ON staff_audit_log WHEN NEW.record_id = '${id}'
         BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
      )
      .execute(app.db);
    return async () => void (await sql.raw('DROP TRIGGER fail_one_audit').execute(app.db));
  }
  await sql
    .raw(
      `CREATE FUNCTION fail_one_audit() RETURNS trigger AS $$
       BEGIN IF NEW.record_id = '${id}' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END
       $$ LANGUAGE plpgsql`,
    )
    .execute(app.db);
  await sql
    .raw(
      `CREATE TRIGGER fail_one_audit BEFORE INSERT ON staff_audit_log
       FOR EACH ROW EXECUTE FUNCTION fail_one_audit()`,
    )
    .execute(app.db);
  return async () => {
    await sql.raw('DROP TRIGGER fail_one_audit ON staff_audit_log').execute(app.db);
    await sql.raw('DROP FUNCTION fail_one_audit()').execute(app.db);
  };
}

/** The audit entries written for these records, by action. */
export async function auditOf(app: FastifyInstance, action: string, ids: readonly string[]) {
  return app.db
    .selectFrom('staff_audit_log')
    .select(['record_id', 'before', 'after', 'actor_label'])
    .where('action', '=', action)
    .where('record_id', 'in', [...ids])
    .execute();
}

/** A demo staff account's id by employee number. */
export async function accountIdOf(app: FastifyInstance, employeeNumber: string): Promise<string> {
  const row = await app.db
    .selectFrom('staff_accounts')
    .select('id')
    .where('employee_number', '=', employeeNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Pages through a list in one sort order and checks what an officer would: every row once, the
 * count of matching rows, several pages, and the rows in the asked order of `key` (`-` first:
 * descending).
 */
export async function expectEveryRowInOrder<T extends { id: string }>(
  app: FastifyInstance,
  cookie: string,
  { url, sort, key, ids }: { url: string; sort: string; key: keyof T; ids: readonly string[] },
) {
  const { items, total, pages } = await readAllPages<T>(app, cookie, `${url}&sort=${sort}`, 25);
  expect(total).toBe(ids.length);
  expect(pages).toBe(Math.ceil(ids.length / 25));
  expect(new Set(items.map((row) => row.id))).toEqual(new Set(ids));
  const values = items.map((row) => String(row[key]));
  const sorted = [...values].sort();
  expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
}
