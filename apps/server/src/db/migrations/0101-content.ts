import type { Kysely } from 'kysely';

const L = ['ar', 'en', 'ur'] as const;

/**
 * Site content the back office will edit: banners, news, partners, branch locations, FAQ,
 * offers, app tutorials, informational pages and the footer's contact messages. Portable DDL;
 * long texts are `text`, booleans integers 0/1, dates ISO text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Title and alt text per language; the API answers the spec's single fields in the caller's language.
  let banners = db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('desktop_image_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('mobile_image_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(300)')
    .addColumn('target_blank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull());
  for (const l of L) banners = banners.addColumn(`title_${l}`, 'varchar(160)', (c) => c.notNull());
  for (const l of L) banners = banners.addColumn(`alt_text_${l}`, 'varchar(300)');
  await banners.execute();

  let posts = db.schema
    .createTable('posts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('img', 'varchar(300)', (c) => c.notNull())
    .addColumn('poster', 'varchar(300)')
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1));
  for (const l of L) posts = posts.addColumn(`title_${l}`, 'varchar(300)', (c) => c.notNull());
  for (const l of L) posts = posts.addColumn(`body_${l}`, 'text', (c) => c.notNull());
  await posts.execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('img', 'varchar(300)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  let locations = db.schema
    .createTable('branch_locations')
    .addColumn('branch_id', 'integer', (c) => c.primaryKey().references('branches.id'))
    .addColumn('map_url', 'varchar(300)', (c) => c.notNull())
    // Coordinates as decimal text, like every other decimal in the schema.
    .addColumn('latitude', 'varchar(20)', (c) => c.notNull())
    .addColumn('longitude', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull());
  for (const l of L) locations = locations.addColumn(`location_${l}`, 'varchar(200)', (c) => c.notNull());
  await locations.execute();

  let faqs = db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull());
  for (const l of L) faqs = faqs.addColumn(`question_${l}`, 'varchar(400)', (c) => c.notNull());
  for (const l of L) faqs = faqs.addColumn(`answer_${l}`, 'text', (c) => c.notNull());
  await faqs.execute();

  let offers = db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('market', 'varchar(20)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('sort_order', 'integer', (c) => c.notNull());
  for (const l of L) offers = offers.addColumn(`title_${l}`, 'varchar(300)', (c) => c.notNull());
  for (const l of L) offers = offers.addColumn(`body_${l}`, 'text', (c) => c.notNull());
  await offers.execute();

  let tutorials = db.schema
    .createTable('tutorials')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull());
  for (const l of L) tutorials = tutorials.addColumn(`title_${l}`, 'varchar(300)', (c) => c.notNull());
  // Steps as a JSON array of strings: one column per language, read back with JSON.parse.
  for (const l of L) tutorials = tutorials.addColumn(`steps_${l}`, 'text', (c) => c.notNull());
  await tutorials.execute();

  let pages = db.schema
    .createTable('pages')
    .addColumn('slug', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
  for (const l of L) pages = pages.addColumn(`title_${l}`, 'varchar(300)', (c) => c.notNull());
  for (const l of L) pages = pages.addColumn(`sections_${l}`, 'text', (c) => c.notNull());
  await pages.execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'pages',
    'tutorials',
    'offers',
    'faqs',
    'branch_locations',
    'partners',
    'posts',
    'banners',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
