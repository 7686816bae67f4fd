import type { PostsPage, PostSummary, SsrContentSource } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { ContentCache } from './cache.js';
import { postsPage } from './posts-page.js';
import { listBanners, listFaqs, listOffers, listPartners, listPosts, listTutorials } from './repository.js';
import { branchQrSvg, getBranchLocations, getPage, getPost } from './service.js';

/** The content half of what the server render reads (rates and their history come from their module). */
export interface ContentReader extends Omit<SsrContentSource, 'rateHistory' | 'exchangeRates'> {
  branchQr(id: number): Promise<string>;
  /** News posts a page at a time: the first page is cached, later ones (any cursor) are not. */
  posts(after?: string): Promise<PostsPage>;
  /** Every visible post, for the sitemap. */
  allPosts(): Promise<PostSummary[]>;
  /** Forget everything cached (a staff write changed content). */
  clear(): void;
}

/** null for "not found", so a page render can show its own not-found state. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The one way content is read, by the API routes and by the server render alike, cached for
 * `ttlMs`. Only known keys enter the cache (ids of rows that exist), so probing cannot fill memory.
 */
export function createContentReader(db: Db, ttlMs: number): ContentReader {
  const cache = new ContentCache(ttlMs);
  return {
    banners: (language) => cache.get(`banners:${language}`, () => listBanners(db, language)),
    posts: (after) => (after === undefined ? cache.get('posts', () => postsPage(db)) : postsPage(db, after)),
    allPosts: () => cache.get('posts:all', () => listPosts(db)),
    post: (id) => orNull(() => cache.get(`post:${id}`, () => getPost(db, id))),
    partners: () => cache.get('partners', () => listPartners(db)),
    branches: () => cache.get('branches', () => getBranchLocations(db)),
    faqs: () => cache.get('faqs', () => listFaqs(db)),
    offers: (market) => cache.get(`offers:${market ?? 'all'}`, () => listOffers(db, market)),
    tutorials: () => cache.get('tutorials', () => listTutorials(db)),
    page: (slug) => orNull(() => cache.get(`page:${slug}`, () => getPage(db, slug))),
    branchQr: (id) => cache.get(`qr:${id}`, () => branchQrSvg(db, id)),
    clear: () => cache.clear(),
  };
}
