import { VIDEO_PROVIDERS } from '../rules/video-embeds.js';
import { z } from '../zod.js';

// The brand file's schema, apart from the profile itself (brand.ts): the web app imports the
// profile only, so zod is not part of every page's first load.

const Localized = z.object({ ar: z.string().min(1), en: z.string().min(1), ur: z.string().min(1) });
export type Localized = z.infer<typeof Localized>;

const httpsUrl = z.url({ protocol: /^https$/ });

/**
 * The brand profile (PRODUCT.md section 2): everything brand-specific lives in brand.json, read by
 * the server and bundled into the web app. Optional third-party integrations are null when off;
 * nothing third-party loads unless configured here.
 */
export const BrandSchema = z.object({
  companyName: Localized,
  companyShortName: Localized,
  operatingSince: z.number().int(),
  /** The figure the company states ("over 37 years"), not derived from the founding year. */
  experienceYears: z.number().int().positive(),
  /** Toll-free number as dialled, digits only. */
  phone: z.string().regex(/^[0-9]{7,15}$/),
  email: z.email(),
  address: z.object({ street: Localized, district: Localized, city: Localized }),
  vatNumber: z.string().regex(/^3[0-9]{13}3$/),
  /** The money-changer licence issued by the Saudi Central Bank (SAMA), printed in the footer. */
  samaLicenceNumber: z.string().min(1),
  /** Commercial registration (CR) number: 10 digits. */
  commercialRegistration: z.string().regex(/^[0-9]{10}$/),
  /**
   * Where a customer escalates an unresolved complaint: SAMA's consumer-protection service
   * (SAMACares). The footer names it beside the company's own support, as SAMA's rules ask.
   */
  complaints: z.object({ samaCaresUrl: httpsUrl, samaCaresPhone: z.string().regex(/^[0-9]{7,15}$/) }),
  social: z.object({
    messaging: httpsUrl,
    photos: httpsUrl,
    network: httpsUrl,
    microblog: httpsUrl,
  }),
  appStores: z.object({ android: httpsUrl, ios: httpsUrl }),
  messagingChannelUrl: httpsUrl,
  messagingNumber: z.string().regex(/^\+[0-9]{8,15}$/),
  /** Google Tag Manager container id, e.g. GTM-XXXXXXX; null loads no tag manager. */
  tagManagerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .nullable(),
  chatWidget: z.object({ scriptUrl: httpsUrl, globalName: z.string().min(1) }).nullable(),
  captcha: z.object({ provider: z.literal('altcha') }),
  /**
   * Base of the embedded map frame; null shows a plain link to the map instead of a frame. The
   * frame mounts only when the visitor picks a branch, so a page view contacts no map host.
   */
  mapEmbedBaseUrl: httpsUrl.nullable(),
  /**
   * The video providers whose players posts may embed (rules/video-embeds.ts: each from its
   * privacy-enhanced host, mounted only when the visitor presses play). A video of any other host,
   * or every video when the list is empty, shows the post's poster linking out to it instead.
   */
  videoProviders: z.array(z.enum(VIDEO_PROVIDERS)).default([]),
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  footerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type Brand = z.infer<typeof BrandSchema>;
