import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

/** A column of one table, checked against the schema by the compiler. */
type Column = { [T in keyof Database]: { table: T; column: keyof Database[T] & string } }[keyof Database];

/**
 * THE place that says which rows name stored objects: a column holding the storage key itself.
 * An upload route that stores a file under a new column must add it here, or the sweep deletes
 * its files an hour after they were written (named-objects.test.ts fails on a column it does not
 * know).
 */
export const KEY_COLUMNS: readonly Column[] = [
  { table: 'ticket_files', column: 'storage_key' },
  { table: 'job_application_files', column: 'storage_key' },
  { table: 'interview_evaluations', column: 'signature_key' },
  { table: 'customer_form_files', column: 'storage_key' },
  { table: 'customer_forms', column: 'result_file_key' },
];

/**
 * Content images are stored as `<id>-w<width>.webp`, one object per site width, and named by
 * address (`/api/media/<id>-w1200.webp`) in these columns; any variant named keeps all of them.
 */
export const MEDIA_URL_COLUMNS: readonly Column[] = [
  { table: 'banners', column: 'desktop_image_url' },
  { table: 'banners', column: 'mobile_image_url' },
  { table: 'posts', column: 'img' },
  { table: 'posts', column: 'poster' },
  { table: 'partners', column: 'img' },
];

/**
 * ...and by their upload's audit entry (`image.upload`, record id = the image id), written once the
 * variants are stored: the desk uploads an image before the banner or post that uses it is saved,
 * maybe much later, so an uploaded image is kept even while no content row uses it yet (site
 * images are public, not personal data). Only a crash between the store and the audit leaves
 * variants that nothing names.
 */
export const IMAGE_UPLOAD_AUDIT = { action: 'image.upload', recordType: 'image' } as const;

const VARIANT = /^(.+)-w\d+\.webp$/;
const MEDIA_URL = /\/api\/media\/([a-z0-9][a-z0-9-]{0,80}\.(?:webp|png|jpg|pdf))/g;

/** The image id of a content image variant, or null for any other key. */
export const imageIdOf = (key: string) => VARIANT.exec(key)?.[1] ?? null;

/** IN lists stay well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;
function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function valuesIn(db: Db, { table, column }: Column, values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await sql<{ value: string }>`select ${sql.ref(column)} as value from ${sql.table(table)}
    where ${sql.ref(column)} in (${sql.join(values)})`.execute(db);
  return rows.rows.map((row) => row.value);
}

/** The ids of content images whose address some content row holds (few rows: read whole). */
async function imagesInContent(db: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const { table, column } of MEDIA_URL_COLUMNS) {
    const rows = await sql<{ value: string | null }>`select ${sql.ref(column)} as value
      from ${sql.table(table)} where ${sql.ref(column)} like ${'%/api/media/%'}`.execute(db);
    for (const row of rows.rows)
      for (const match of (row.value ?? '').matchAll(MEDIA_URL)) ids.add(imageIdOf(match[1]!) ?? match[1]!);
  }
  return ids;
}

async function uploadedImages(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('staff_audit_log')
    .select('record_id')
    .where('record_type', '=', IMAGE_UPLOAD_AUDIT.recordType)
    .where('action', '=', IMAGE_UPLOAD_AUDIT.action)
    .where('record_id', 'in', ids)
    .execute();
  return rows.map((row) => row.record_id);
}

/**
 * Of these stored keys, the ones some row names, read now (call it after listing the keys: a row
 * committed before this read is seen).
 */
export async function namedAmong(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  let used: Set<string> | null = null;
  for (const part of chunks(keys)) {
    for (const column of KEY_COLUMNS) for (const key of await valuesIn(db, column, part)) named.add(key);
    const images = part.filter((key) => imageIdOf(key) !== null);
    if (images.length === 0) continue;
    const ids = new Set(await uploadedImages(db, [...new Set(images.map((key) => imageIdOf(key)!))]));
    used ??= await imagesInContent(db);
    for (const key of images) if (ids.has(imageIdOf(key)!) || used.has(imageIdOf(key)!)) named.add(key);
  }
  return named;
}

/**
 * Every named key and image id at once (one read per column), so a sweep over many objects asks
 * the database about the few it did not find here, not about each object: a snapshot, which
 * namedAmong confirms before anything is deleted.
 */
export async function namedSnapshot(db: Db): Promise<(key: string) => boolean> {
  const keys = new Set<string>();
  for (const { table, column } of KEY_COLUMNS) {
    const rows = await sql<{ value: string | null }>`select ${sql.ref(column)} as value
      from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) if (row.value) keys.add(row.value);
  }
  const images = await imagesInContent(db);
  const audited = await db
    .selectFrom('staff_audit_log')
    .select('record_id')
    .where('record_type', '=', IMAGE_UPLOAD_AUDIT.recordType)
    .where('action', '=', IMAGE_UPLOAD_AUDIT.action)
    .execute();
  for (const row of audited) images.add(row.record_id);
  return (key) => {
    const id = imageIdOf(key);
    return keys.has(key) || (id !== null && images.has(id));
  };
}
