import {
  brand,
  PageSectionSchema,
  parseWorkDays,
  riyadhDate,
  type Banner,
  type Faq,
  type Language,
  type HomeBranch,
  type Offer,
  type OfferMarket,
  type Page,
  type PageSlug,
  type Partner,
  type Post,
  type PostSummary,
  type Tutorial,
  videoEmbedOf,
} from '@waha/shared';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';

const tri = <K extends string>(row: Record<`${K}_${'ar' | 'en' | 'ur'}`, string>, key: K) => ({
  ar: row[`${key}_ar`],
  en: row[`${key}_en`],
  ur: row[`${key}_ur`],
});

/** Banners in the spec's shape, title and alt text in the caller's language. */
export async function listBanners(db: Db, language: Language): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('active', '=', 1)
    // An offer's banner leaves the hero once its last day has passed.
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', riyadhToday())]))
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', riyadhToday())]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row[`title_${language}`],
    desktop_image_url: row.desktop_image_url,
    mobile_image_url: row.mobile_image_url,
    link_url: row.link_url,
    alt_text: row[`alt_text_${language}`],
    target_blank: Number(row.target_blank) === 1,
  }));
}

const POST_SUMMARY = ['id', 'img', 'poster', 'date', 'title_ar', 'title_en', 'title_ur'] as const;

/** A post row as served: with the player address of its video, when its provider is allowed. */
function withEmbed<Row extends { img: string }>(row: Row): Row & { embed: string | null } {
  return { ...row, embed: videoEmbedOf(row.img, brand.videoProviders)?.src ?? null };
}

/** Published and within its validity dates (Riyadh days). */
function visiblePosts(db: Db, now = new Date()) {
  const today = riyadhToday(now);
  return db
    .selectFrom('posts')
    .where('published', '=', 1)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]));
}

/** Every visible post, newest first: the sitemap's list (the API pages them, below). */
export async function listPosts(db: Db): Promise<PostSummary[]> {
  const rows = await visiblePosts(db)
    .select(POST_SUMMARY)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(withEmbed);
}

/**
 * One page of visible posts, newest first, after `from` (the last post of the page before): an
 * index range on (date, id), so page 1 and page 400 cost the same at any number of posts.
 */
export async function listPostsPage(
  db: Db,
  from: { date: string; id: number } | undefined,
  size: number,
): Promise<{ posts: PostSummary[]; more: boolean }> {
  let query = visiblePosts(db).select(POST_SUMMARY);
  if (from)
    query = query
      .where('date', '<=', from.date)
      .where((eb) => eb.or([eb('date', '<', from.date), eb('id', '<', from.id)]));
  const rows = await query
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .execute();
  return { posts: rows.slice(0, size).map(withEmbed), more: rows.length > size };
}

export async function findPost(db: Db, id: number): Promise<Post | undefined> {
  const row = await visiblePosts(db)
    .select([...POST_SUMMARY, 'body_ar', 'body_en', 'body_ur'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && withEmbed(row);
}

export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db
    .selectFrom('partners')
    .select(['id', 'name', 'img', 'width', 'link_url'])
    .where('published', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, link_url: row.link_url ?? null }));
}

export async function listBranchLocations(db: Db): Promise<Omit<HomeBranch, 'qrUrl'>[]> {
  const rows = await db
    .selectFrom('branch_locations as l')
    .innerJoin('branches as b', 'b.id', 'l.branch_id')
    .selectAll('l')
    .select(['b.name_ar', 'b.name_en', 'b.name_ur'])
    .orderBy('l.sort_order')
    .execute();
  return rows.map((row) => ({
    id: row.branch_id,
    name: tri(row, 'name'),
    location: tri(row, 'location'),
    mapUrl: row.map_url,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    phone: row.phone,
    hours: { opens: row.opens_at, closes: row.closes_at, days: parseWorkDays(row.work_days) },
  }));
}

export async function findBranchMapUrl(db: Db, branchId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('branch_locations')
    .select('map_url')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return row?.map_url;
}

export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db.selectFrom('faqs').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    category: row.category === 'app' ? 'app' : 'general',
    question: tri(row, 'question'),
    answer: tri(row, 'answer'),
  }));
}

/** Today in Riyadh as YYYY-MM-DD: offers run by the Saudi calendar day. */
export function riyadhToday(now = new Date()): string {
  return riyadhDate(now);
}

/** Current offers only: one whose last day has passed is not advertised any more. */
export async function listOffers(db: Db, market?: OfferMarket, now = new Date()): Promise<Offer[]> {
  let query = db
    .selectFrom('offers')
    .selectAll()
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', riyadhToday(now))]))
    .orderBy('sort_order')
    .orderBy('id');
  if (market) query = query.where('market', '=', market);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    market: row.market as OfferMarket,
    title: tri(row, 'title'),
    body: tri(row, 'body'),
    validUntil: row.valid_until,
  }));
}

const Steps = z.array(z.string());

export async function listTutorials(db: Db): Promise<Tutorial[]> {
  const rows = await db.selectFrom('tutorials').selectAll().orderBy('sort_order').execute();
  return rows.map((row) => ({
    id: row.id,
    title: tri(row, 'title'),
    steps: {
      ar: Steps.parse(JSON.parse(row.steps_ar)),
      en: Steps.parse(JSON.parse(row.steps_en)),
      ur: Steps.parse(JSON.parse(row.steps_ur)),
    },
  }));
}

const Sections = z.array(PageSectionSchema);

export async function findPage(db: Db, slug: PageSlug): Promise<Page | undefined> {
  const row = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return {
    slug,
    title: tri(row, 'title'),
    sections: {
      ar: Sections.parse(JSON.parse(row.sections_ar)),
      en: Sections.parse(JSON.parse(row.sections_en)),
      ur: Sections.parse(JSON.parse(row.sections_ur)),
    },
    updatedAt: row.updated_at,
  };
}
