import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { textToSections } from '../rules/page-text.js';
import { PAGE_SLUGS } from './content.js';
import {
  ImageAddressSchema,
  localizedTitle,
  optionalDay,
  optionalLink,
  periodInOrder,
  requiredText,
  sortOrder,
} from './staff-fields.js';

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const datesRead = (value: unknown) => {
  const v = value as { validFrom?: unknown; validUntil?: unknown };
  return [v.validFrom, v.validUntil].every((d) => d === null || d === undefined || DAY.test(String(d)));
};

/** The content desk's home page banner: two images, title and alt text in three languages. */
export const BannerEditSchema = z
  .object({
    title_ar: requiredText(160),
    title_en: requiredText(160),
    title_ur: requiredText(160),
    alt_ar: requiredText(300),
    alt_en: requiredText(300),
    alt_ur: requiredText(300),
    desktopImage: ImageAddressSchema,
    mobileImage: ImageAddressSchema,
    linkUrl: optionalLink,
    targetBlank: z.boolean().default(false),
    sortOrder,
    validFrom: optionalDay,
    validUntil: optionalDay,
  })
  // `when`: judged even while another field is wrong, so every message shows at once.
  .refine(periodInOrder, {
    path: ['validUntil'],
    error: 'validation.periodOrder',
    when: ({ value }) => datesRead(value),
  });
export type BannerEdit = z.input<typeof BannerEditSchema>;
export const StaffBannerSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  title_ur: z.string(),
  alt_ar: z.string(),
  alt_en: z.string(),
  alt_ur: z.string(),
  desktopImage: z.string(),
  mobileImage: z.string(),
  linkUrl: z.string().nullable(),
  targetBlank: z.boolean(),
  sortOrder: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  published: z.boolean(),
});
export type StaffBanner = z.infer<typeof StaffBannerSchema>;

/** A partner's logo on the home page strip. */
export const PartnerEditSchema = z.object({
  name: requiredText(120),
  img: ImageAddressSchema,
  /** Display width in px (SPEC.md: 230 to 350). */
  width: z
    .union([z.string(), z.number()], { error: 'validation.invalid' })
    .transform((value) => Number(normalizeDigits(String(value)).trim() || NaN))
    .pipe(z.number({ error: 'staff:validation.partnerWidth' }).int().min(230).max(350)),
  linkUrl: optionalLink,
  sortOrder,
});
export type PartnerEdit = z.input<typeof PartnerEditSchema>;
export const StaffPartnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  img: z.string(),
  width: z.number(),
  linkUrl: z.string().nullable(),
  sortOrder: z.number(),
  published: z.boolean(),
});
export type StaffPartner = z.infer<typeof StaffPartnerSchema>;

/** A page's text in the format of rules/page-text.ts: at least one section, at most 50,000 characters. */
const pageText = z
  .string({ error: 'validation.required' })
  .max(50_000, { error: 'validation.tooLong' })
  .refine((text) => textToSections(text).length > 0, { error: 'validation.required' });

/** An informational page's title and text in three languages. */
export const PageEditSchema = z.object({
  title_ar: localizedTitle,
  title_en: localizedTitle,
  title_ur: localizedTitle,
  text_ar: pageText,
  text_en: pageText,
  text_ur: pageText,
});
export type PageEdit = z.input<typeof PageEditSchema>;
export const StaffPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title_ar: z.string(),
  title_en: z.string(),
  title_ur: z.string(),
  text_ar: z.string(),
  text_en: z.string(),
  text_ur: z.string(),
  updatedAt: z.string(),
});
export type StaffPage = z.infer<typeof StaffPageSchema>;
export const PageSlugParamsSchema = z.object({ slug: z.enum(PAGE_SLUGS, { error: 'validation.invalid' }) });

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clock = z
  .string({ error: 'validation.required' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(CLOCK, { error: 'staff:validation.clock' }));
const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));

/** A branch's information the public branch cards and "open now" read. */
export const BranchInfoEditSchema = z
  .object({
    location_ar: requiredText(200),
    location_en: requiredText(200),
    location_ur: requiredText(200),
    /** Digits as dialled; spaces and dashes are dropped; empty: the branch has no phone of its own. */
    phone: z
      .union([z.string(), z.null()])
      .transform((value) => normalizeDigits(value ?? '').replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^$|^\+?[0-9]{7,15}$/, { error: 'validation.internationalPhone' }))
      .transform((value) => value || null),
    mapUrl: z
      .string({ error: 'validation.required' })
      .trim()
      .max(300, { error: 'validation.tooLong' })
      .regex(/^https:\/\/[^\s<>"']+$/, { error: 'staff:validation.httpsAddress' }),
    opensAt: clock,
    closesAt: clock,
    workDays: z
      .array(z.coerce.number().int().min(0).max(6), { error: 'staff:validation.workDays' })
      .min(1, { error: 'staff:validation.workDays' })
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((b) => minutes(b.opensAt) < minutes(b.closesAt), {
    path: ['closesAt'],
    error: 'staff:validation.hoursOrder',
    when: ({ value }) => {
      const v = value as { opensAt?: unknown; closesAt?: unknown };
      return CLOCK.test(String(v.opensAt)) && CLOCK.test(String(v.closesAt));
    },
  });
export type BranchInfoEdit = z.input<typeof BranchInfoEditSchema>;
export const StaffBranchSchema = z.object({
  id: z.number(),
  name_ar: z.string(),
  name_en: z.string(),
  name_ur: z.string(),
  location_ar: z.string(),
  location_en: z.string(),
  location_ur: z.string(),
  phone: z.string().nullable(),
  mapUrl: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  workDays: z.array(z.number()),
});
export type StaffBranch = z.infer<typeof StaffBranchSchema>;
