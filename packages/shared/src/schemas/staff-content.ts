import { z } from '../zod.js';
import { OFFER_MARKETS } from '../content-kinds.js';
import { day, localizedBody, localizedTitle, optionalDay } from './staff-fields.js';

/** An uploaded image (/api/media/...), a shipped one (/media/...), or a video address (https). */
export const PostMediaSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^(\/api\/media\/[a-z0-9-]{1,80}\.webp|\/media\/[a-z0-9/._-]{1,120}|https:\/\/[^\s<>"']{1,500})$/, {
    error: 'validation.invalid',
  });

/** The content desk's news post: three languages side by side, validity dates. */
export const PostEditSchema = z
  .object({
    title_ar: localizedTitle,
    title_en: localizedTitle,
    title_ur: localizedTitle,
    body_ar: localizedBody,
    body_en: localizedBody,
    body_ur: localizedBody,
    img: PostMediaSchema,
    date: day,
    validFrom: optionalDay,
    validUntil: optionalDay,
  })
  .refine((p) => !p.validFrom || !p.validUntil || p.validFrom <= p.validUntil, {
    path: ['validUntil'],
    error: 'validation.periodOrder',
  });
export type PostEdit = z.input<typeof PostEditSchema>;

export const StaffPostSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  title_ur: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  body_ur: z.string(),
  img: z.string(),
  date: z.string(),
  published: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type StaffPost = z.infer<typeof StaffPostSchema>;

/** An uploaded image's variants (limits: UPLOAD_RULES.contentImages; PRODUCT.md section 14). */
export const ImageUploadResultSchema = z.object({
  url: z.string(),
  variants: z.array(z.object({ url: z.string(), width: z.number() })),
});

/** The content desk's FAQ entry: question and answer in three languages. */
export const FaqEditSchema = z.object({
  category: z.enum(['general', 'app'], { error: 'validation.invalid' }),
  sortOrder: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(9999),
  question_ar: localizedTitle,
  question_en: localizedTitle,
  question_ur: localizedTitle,
  answer_ar: localizedBody,
  answer_en: localizedBody,
  answer_ur: localizedBody,
});
export type FaqEdit = z.input<typeof FaqEditSchema>;
export const StaffFaqSchema = FaqEditSchema.extend({ id: z.number(), sortOrder: z.number() });
export type StaffFaq = z.infer<typeof StaffFaqSchema>;

/** The content desk's offer: market, last day shown, title and text in three languages. */
export const OfferEditSchema = z.object({
  market: z.enum(OFFER_MARKETS, { error: 'validation.invalid' }),
  validUntil: optionalDay,
  sortOrder: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(9999),
  title_ar: localizedTitle,
  title_en: localizedTitle,
  title_ur: localizedTitle,
  body_ar: localizedBody,
  body_en: localizedBody,
  body_ur: localizedBody,
});
export type OfferEdit = z.input<typeof OfferEditSchema>;
export const StaffOfferSchema = OfferEditSchema.extend({
  id: z.number(),
  sortOrder: z.number(),
  validUntil: z.string().nullable(),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;
