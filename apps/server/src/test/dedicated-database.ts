import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database of its own, beside TEST_DATABASE_URL's. For what is per database rather
 * than per schema: the server lock, pg_dump and pg_restore. (The other test files' servers share
 * TEST_DATABASE_URL's database and hold its server lock.)
 */
export async function createDedicatedDatabase(
  purpose: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a dedicated PostgreSQL database needs TEST_DATABASE_URL');
  const name = `waha_${purpose}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
