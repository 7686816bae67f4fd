import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ORIGIN } from './staff-client.js';
import { TEST_ENGINE } from './test-app.js';

/**
 * Reads every page of a staff list (`{items, total}`) in one sort order: what an officer sees
 * paging through the queue. Fails if a page answers anything but 200.
 */
export async function readAllPages<T extends { id: string }>(
  app: FastifyInstance,
  cookie: string,
  url: string,
  pageSize: number,
): Promise<{ items: T[]; totals: number[] }> {
  const items: T[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.inject({ url: `${url}&page=${page}&pageSize=${pageSize}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: T[]; total: number };
    items.push(...body.items);
    totals.push(body.total);
    if (body.items.length < pageSize) return { items, totals };
  }
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
