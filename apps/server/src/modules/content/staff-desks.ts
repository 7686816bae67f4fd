import {
  BannerEditSchema,
  FaqEditSchema,
  type OfferMarket,
  OfferEditSchema,
  PartnerEditSchema,
  PostEditSchema,
  StaffBannerSchema,
  StaffFaqSchema,
  StaffOfferSchema,
  StaffPartnerSchema,
  StaffPostSchema,
} from '@waha/shared';
import type { z } from 'zod';
import type { BannersTable, FaqsTable, OffersTable, PartnersTable, PostsTable } from '../../db/schema.js';
import { deskRoutes } from './desk-routes.js';

const BASE = '/api/staff/content';

/** News posts: drafts until published, validity dates (PRODUCT.md section 14). */
export const postDesk = deskRoutes({
  path: `${BASE}/posts`,
  table: 'posts',
  area: 'posts',
  record: 'post',
  noun: 'news post',
  edit: PostEditSchema,
  view: StaffPostSchema,
  toView: (p: PostsTable) => ({
    id: p.id,
    title_ar: p.title_ar,
    title_en: p.title_en,
    title_ur: p.title_ur,
    body_ar: p.body_ar,
    body_en: p.body_en,
    body_ur: p.body_ur,
    img: p.img,
    date: p.date,
    published: Number(p.published) === 1,
    validFrom: p.valid_from ?? null,
    validUntil: p.valid_until ?? null,
  }),
  toColumns: ({ validFrom, validUntil, ...rest }: z.output<typeof PostEditSchema>) => ({
    ...rest,
    valid_from: validFrom,
    valid_until: validUntil,
  }),
  order: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  insertDefaults: { poster: null, published: 0 },
  publishColumn: 'published',
});

export const faqDesk = deskRoutes({
  path: `${BASE}/faqs`,
  table: 'faqs',
  area: 'faqs',
  record: 'faq',
  noun: 'FAQ entry',
  edit: FaqEditSchema,
  view: StaffFaqSchema,
  toView: (f: FaqsTable) => ({
    id: f.id,
    category: f.category === 'app' ? ('app' as const) : ('general' as const),
    sortOrder: f.sort_order,
    question_ar: f.question_ar,
    question_en: f.question_en,
    question_ur: f.question_ur,
    answer_ar: f.answer_ar,
    answer_en: f.answer_en,
    answer_ur: f.answer_ur,
  }),
  toColumns: ({ sortOrder, ...rest }: z.output<typeof FaqEditSchema>) => ({ ...rest, sort_order: sortOrder }),
  order: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  remove: true,
});

export const offerDesk = deskRoutes({
  path: `${BASE}/offers`,
  table: 'offers',
  area: 'offers',
  record: 'offer',
  noun: 'offer',
  edit: OfferEditSchema,
  view: StaffOfferSchema,
  toView: (o: OffersTable) => ({
    id: o.id,
    market: o.market as OfferMarket,
    validUntil: o.valid_until,
    sortOrder: o.sort_order,
    title_ar: o.title_ar,
    title_en: o.title_en,
    title_ur: o.title_ur,
    body_ar: o.body_ar,
    body_en: o.body_en,
    body_ur: o.body_ur,
  }),
  toColumns: ({ sortOrder, validUntil, ...rest }: z.output<typeof OfferEditSchema>) => ({
    ...rest,
    valid_until: validUntil,
    sort_order: sortOrder,
  }),
  order: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  remove: true,
});

/** Home page banners: `active` is their published flag; first and last day shown. */
export const bannerDesk = deskRoutes({
  path: `${BASE}/banners`,
  table: 'banners',
  area: 'banners',
  record: 'banner',
  noun: 'banner',
  edit: BannerEditSchema,
  view: StaffBannerSchema,
  toView: (b: BannersTable) => ({
    id: b.id,
    title_ar: b.title_ar,
    title_en: b.title_en,
    title_ur: b.title_ur,
    alt_ar: b.alt_text_ar ?? '',
    alt_en: b.alt_text_en ?? '',
    alt_ur: b.alt_text_ur ?? '',
    desktopImage: b.desktop_image_url,
    mobileImage: b.mobile_image_url,
    linkUrl: b.link_url,
    targetBlank: Number(b.target_blank) === 1,
    sortOrder: b.sort_order,
    validFrom: b.valid_from ?? null,
    validUntil: b.valid_until ?? null,
    published: Number(b.active) === 1,
  }),
  toColumns: (b: z.output<typeof BannerEditSchema>) => ({
    title_ar: b.title_ar,
    title_en: b.title_en,
    title_ur: b.title_ur,
    alt_text_ar: b.alt_ar,
    alt_text_en: b.alt_en,
    alt_text_ur: b.alt_ur,
    desktop_image_url: b.desktopImage,
    mobile_image_url: b.mobileImage,
    link_url: b.linkUrl,
    target_blank: b.targetBlank ? 1 : 0,
    sort_order: b.sortOrder,
    valid_from: b.validFrom,
    valid_until: b.validUntil,
  }),
  order: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  insertDefaults: { active: 0 },
  publishColumn: 'active',
  remove: true,
});

/** Partner logos on the home page strip. */
export const partnerDesk = deskRoutes({
  path: `${BASE}/partners`,
  table: 'partners',
  area: 'partners',
  record: 'partner',
  noun: 'partner',
  edit: PartnerEditSchema,
  view: StaffPartnerSchema,
  toView: (p: PartnersTable) => ({
    id: p.id,
    name: p.name,
    img: p.img,
    width: p.width,
    linkUrl: p.link_url ?? null,
    sortOrder: p.sort_order,
    published: Number(p.published ?? 1) === 1,
  }),
  toColumns: ({ linkUrl, sortOrder, ...rest }: z.output<typeof PartnerEditSchema>) => ({
    ...rest,
    link_url: linkUrl,
    sort_order: sortOrder,
  }),
  order: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  insertDefaults: { published: 0 },
  publishColumn: 'published',
  remove: true,
});
