import type { PageSection } from '@waha/shared';
import type { BannersTable, PagesTable, PostsTable } from '../schema.js';
import type { PageSeed } from './content-pages.js';

export function buildPageRow(page: PageSeed, updatedAt = '2025-06-01T09:00:00.000Z'): PagesTable {
  const [ar, en, ur] = page.sections;
  return {
    slug: page.slug,
    updated_at: updatedAt,
    title_ar: page.title[0],
    title_en: page.title[1],
    title_ur: page.title[2],
    sections_ar: JSON.stringify(ar satisfies PageSection[]),
    sections_en: JSON.stringify(en),
    sections_ur: JSON.stringify(ur),
  };
}

export function buildBanner(overrides: Partial<BannersTable> = {}): BannersTable {
  const id = overrides.id ?? 100;
  return {
    id,
    title_ar: `إعلان ${id}`,
    title_en: `Banner ${id}`,
    title_ur: `اشتہار ${id}`,
    desktop_image_url: '/media/banners/rates-desktop.svg',
    mobile_image_url: '/media/banners/rates-mobile.svg',
    link_url: null,
    alt_text_ar: null,
    alt_text_en: null,
    alt_text_ur: null,
    target_blank: 0,
    active: 1,
    sort_order: id,
    ...overrides,
  };
}

export function buildPost(overrides: Partial<PostsTable> = {}): PostsTable {
  const id = overrides.id ?? 100;
  return {
    id,
    img: '/media/posts/national-day.svg',
    poster: null,
    date: '2025-01-01',
    published: 1,
    title_ar: `خبر ${id}`,
    title_en: `News ${id}`,
    title_ur: `خبر ${id}`,
    body_ar: 'نص الخبر.',
    body_en: 'The news text.',
    body_ur: 'خبر کا متن۔',
    ...overrides,
  };
}
