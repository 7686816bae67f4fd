import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The staff lists' free-text search (`q`: part of a name, `lower(name) like '%huda%'`) on
 * PostgreSQL: a B-tree cannot serve a pattern that starts with `%`, so counting the matches read
 * every row (27 ms p95 at 50,000 contact messages, over the lists' 20 ms budget). A trigram GIN
 * index serves `like '%…%'` directly. SQLite has no such index and stays under the budget at the
 * same size with its scan (docs/benchmarks.md).
 *
 * pg_trgm ships with PostgreSQL and is a trusted extension (13+): the database's owner may create
 * it. It goes into `public`, not the current schema: each API test file migrates a schema of its
 * own and drops it afterwards, which would take the extension (and other schemas' indexes) along.
 */
const SEARCHED: readonly [index: string, table: string, column: string][] = [
  ['tickets_name_trgm_idx', 'tickets', 'name'],
  ['contact_messages_name_trgm_idx', 'contact_messages', 'name'],
  ['call_requests_name_trgm_idx', 'call_requests', 'name'],
  ['job_applications_full_name_trgm_idx', 'job_applications', 'full_name'],
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Two migrations starting at once (test files, or instances of a first deployment) would both
  // try to create the extension; the lock makes the second see the first's. Taken only while the
  // extension is missing: the migrations run in one transaction, so the lock would otherwise hold
  // every later migration of every schema in line behind it.
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length === 0) {
    await sql`select pg_advisory_xact_lock(hashtext('waha:pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  }
  for (const [index, table, column] of SEARCHED)
    await sql`create index ${sql.id(index)} on ${sql.table(table)}
      using gin (lower(${sql.ref(column)}) public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // The extension stays: other schemas of the same database may use it.
  for (const [index] of SEARCHED) await db.schema.dropIndex(index).execute();
}
