import { z } from '../zod.js';
import { FAQ_CATEGORIES, OFFER_MARKETS } from '../content-kinds.js';

/** One banner exactly as SPEC.md section 3 names its fields. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A branch's opening hours (rules/branch-hours.ts): "HH:MM" on working weekdays 0 (Sunday)-6. */
export const BranchHoursSchema = z.object({
  opens: z.string().regex(CLOCK),
  closes: z.string().regex(CLOCK),
  days: z.array(z.number().int().min(0).max(6)),
});

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  desktop_image_url: z.string(),
  mobile_image_url: z.string(),
  link_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  target_blank: z.boolean(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannersResponseSchema = z.object({ success: z.boolean(), data: z.array(BannerSchema) });
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

/** A news post in the list: `img` is an image path or a video address (SPEC.md section 3). */
export const PostSummarySchema = z.object({
  id: z.number().int(),
  img: z.string(),
  /** Publication day, YYYY-MM-DD. */
  date: z.string(),
  title_ar: z.string(),
  title_en: z.string(),
  title_ur: z.string(),
  /** Self-hosted still shown before a video is played, so no provider thumbnail loads. */
  poster: z.string().nullable(),
  /**
   * When `img` is a video of a provider the brand allows: its privacy-enhanced player address
   * (rules/video-embeds.ts), mounted on play. Null for images and for videos of other hosts (an
   * https `img` then links out). Decided by the server, which also sets the frame-src for it.
   */
  embed: z.string().nullable(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** News posts a page at a time (ADR 2202): the home slider shows the first page, /posts offers more. */
export const POSTS_PAGE_SIZE = 24;
/** `after`: the `next` of the page before (an opaque cursor). */
export const PostsQuerySchema = z.object({
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'validation.invalid' })
    .optional(),
});
/** Newest first; `next` is null on the last page. */
export const PostsResponseSchema = z.object({
  posts: z.array(PostSummarySchema),
  next: z.string().nullable().default(null),
});
export type PostsPage = z.infer<typeof PostsResponseSchema>;

export const PostSchema = PostSummarySchema.extend({
  body_ar: z.string(),
  body_en: z.string(),
  body_ur: z.string(),
});
export type Post = z.infer<typeof PostSchema>;
export const PostResponseSchema = z.object({ post: PostSchema });

const Localized = z.object({ ar: z.string(), en: z.string(), ur: z.string() });
export type LocalizedText = z.infer<typeof Localized>;

export const PartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  img: z.string(),
  /** Display width in px (SPEC.md: 230 to 350). */
  width: z.number().int().min(230).max(350),
  /** Where the logo leads (set in the back office), or null. */
  link_url: z.string().nullish(),
});
export type Partner = z.infer<typeof PartnerSchema>;
export const PartnersResponseSchema = z.object({ partners: z.array(PartnerSchema) });

export const HomeBranchSchema = z.object({
  id: z.number().int(),
  name: Localized,
  location: Localized,
  mapUrl: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Address of the QR image generated from mapUrl. */
  qrUrl: z.string(),
  /** The branch's own phone (digits), or null. */
  phone: z.string().nullable(),
  hours: BranchHoursSchema,
});
export type HomeBranch = z.infer<typeof HomeBranchSchema>;
export const HomeBranchesResponseSchema = z.object({ branches: z.array(HomeBranchSchema) });

export const FaqSchema = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  question: Localized,
  answer: Localized,
});
export type Faq = z.infer<typeof FaqSchema>;
export const FaqsResponseSchema = z.object({ faqs: z.array(FaqSchema) });

export const OffersQuerySchema = z.object({
  market: z.enum(OFFER_MARKETS, { error: 'validation.invalid' }).optional(),
});
export const OfferSchema = z.object({
  id: z.number().int(),
  market: z.enum(OFFER_MARKETS),
  title: Localized,
  body: Localized,
  /** Last day the offer applies (YYYY-MM-DD), or null when open-ended. */
  validUntil: z.string().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OffersResponseSchema = z.object({ offers: z.array(OfferSchema) });

export const TutorialSchema = z.object({
  id: z.number().int(),
  title: Localized,
  steps: z.object({ ar: z.array(z.string()), en: z.array(z.string()), ur: z.array(z.string()) }),
});
export type Tutorial = z.infer<typeof TutorialSchema>;
export const TutorialsResponseSchema = z.object({ tutorials: z.array(TutorialSchema) });

export const PAGE_SLUGS = [
  'about-us',
  'celebrations',
  'prize',
  'isa',
  'app',
  'privacy-policy',
  'information-protection',
  'terms-and-conditions',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** A section of an informational page: an optional heading, paragraphs and bullet points. */
export const PageSectionSchema = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()).default([]),
  bullets: z.array(z.string()).default([]),
});
export type PageSection = z.infer<typeof PageSectionSchema>;

export const PageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: Localized,
  sections: z.object({
    ar: z.array(PageSectionSchema),
    en: z.array(PageSectionSchema),
    ur: z.array(PageSectionSchema),
  }),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof PageSchema>;
export const PageParamsSchema = z.object({ slug: z.enum(PAGE_SLUGS, { error: 'validation.invalid' }) });
