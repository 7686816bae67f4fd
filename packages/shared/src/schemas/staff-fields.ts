import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';

/** The fields every content desk form shares: days, texts per language, order, addresses. */
export const day = z
  .string()
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { error: 'validation.date' }));
export const optionalDay = z
  .union([day, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
export const localizedTitle = requiredText(200);
export const localizedBody = requiredText(20_000);

/** A list position typed in any digits. */
export const sortOrder = z
  .union([z.string(), z.number()], { error: 'validation.invalid' })
  .transform((value) => normalizeDigits(String(value)).trim())
  .pipe(
    z
      .string()
      .regex(/^[0-9]{1,4}$/, { error: 'validation.invalid' })
      .transform(Number),
  );

/** An image the server re-encoded (/api/media/...webp) or one shipped with the site (/media/...). */
export const ImageAddressSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^(\/api\/media\/[a-z0-9-]{1,80}\.webp|\/media\/[a-z0-9/._-]{1,120})$/, {
    error: 'validation.invalid',
  });

/** Where a banner or a partner logo leads: a page of the site or an https address; empty for none. */
export const optionalLink = z
  // null too: a form submits this schema's own output (no link: null) and the server parses it again.
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(
    z
      .string()
      .max(300, { error: 'validation.tooLong' })
      .regex(/^$|^\/[^\s<>"'/\\][^\s<>"']*$|^\/$|^https:\/\/[^\s<>"']+$/, { error: 'validation.invalid' }),
  )
  .transform((value) => value || null);

/** Validity dates: the end never before the start. */
export const periodInOrder = (p: { validFrom: string | null; validUntil: string | null }) =>
  !p.validFrom || !p.validUntil || p.validFrom <= p.validUntil;
