import type { Db } from '../connection.js';
import { DEMO_BRANCH_LOCATIONS } from './content-locations.js';
import { DEMO_FAQS, DEMO_TUTORIALS } from './content-faq.js';
import { LEGAL_PAGES } from './content-legal.js';
import { demoBanners, DEMO_PARTNERS, demoPosts } from './content-media.js';
import { demoOffers } from './content-offers.js';
import { INFO_PAGES } from './content-pages.js';
import { buildPageRow } from './factories-content.js';

/**
 * When each page's text was last changed: "last updated" on a page states the content's own date,
 * not the day the demo seed happened to run.
 */
const CONTENT_DATES: Record<string, string> = {
  'about-us': '2025-06-15T09:00:00.000Z',
  celebrations: '2025-09-20T09:00:00.000Z',
  prize: '2025-08-10T09:00:00.000Z',
  isa: '2025-07-20T09:00:00.000Z',
  app: '2025-05-04T09:00:00.000Z',
  'privacy-policy': '2025-04-01T09:00:00.000Z',
  'information-protection': '2025-04-01T09:00:00.000Z',
  'terms-and-conditions': '2025-04-01T09:00:00.000Z',
};

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

export interface ContentSeedResult {
  banners: number;
  posts: number;
  partners: number;
  faqs: number;
  offers: number;
  pages: number;
}

const count = (r: { numInsertedOrUpdatedRows?: bigint }) => Number(r.numInsertedOrUpdatedRows ?? 0);

/** Demo site content; rows already there are left as staff edited them. Runs inside the seed's transaction. */
export async function seedContent(trx: Trx, now: Date): Promise<ContentSeedResult> {
  const banners = await trx
    .insertInto('banners')
    .values(demoBanners(now))
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  const posts = await trx
    .insertInto('posts')
    .values(demoPosts(now).map((p) => ({ ...p, published: 1 })))
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  const partners = await trx
    .insertInto('partners')
    .values(DEMO_PARTNERS)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  await trx
    .insertInto('branch_locations')
    .values(DEMO_BRANCH_LOCATIONS)
    .onConflict((oc) => oc.column('branch_id').doNothing())
    .execute();
  const faqs = await trx
    .insertInto('faqs')
    .values(DEMO_FAQS)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  const offers = await trx
    .insertInto('offers')
    .values(demoOffers(now))
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  await trx
    .insertInto('tutorials')
    .values(DEMO_TUTORIALS)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const pages = await trx
    .insertInto('pages')
    .values([...INFO_PAGES, ...LEGAL_PAGES].map((page) => buildPageRow(page, CONTENT_DATES[page.slug])))
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  return {
    banners: count(banners),
    posts: count(posts),
    partners: count(partners),
    faqs: count(faqs),
    offers: count(offers),
    pages: count(pages),
  };
}
