import { z } from '../zod.js';
import type { Language } from '../i18n/languages.js';

/** The placeholders a canned reply may use; `fillCannedReply` fills them (rules/canned-reply.ts). */
export const CANNED_PLACEHOLDERS = ['name', 'ticket', 'daysLeft'] as const;
export const CANNED_TEXT_MAX = 2000;

/** The short code an officer types after a slash: stored without it, lower case. */
export const CannedCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => value.trim().replace(/^\//, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(/^[a-z0-9][a-z0-9-]{1,29}$/, { error: 'tickets:validation.cannedCode' }),
  );

const cannedText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .max(max, { error: 'validation.tooLong' })
        // A misspelt placeholder would reach the customer as "{{nmae}}": refused when saved.
        .refine((text) => unknownPlaceholders(text).length === 0, {
          error: 'tickets:validation.cannedPlaceholder',
        }),
    );

/** Placeholders in a text that are not one of CANNED_PLACEHOLDERS. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = CANNED_PLACEHOLDERS;
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .map((m) => m[1] ?? '')
    .filter((n) => !known.includes(n));
}

/** What the support lead writes: a code, a title, and the text in all three languages. */
export const CannedReplyEditSchema = z.object({
  code: CannedCodeSchema,
  title: cannedText(120),
  textAr: cannedText(CANNED_TEXT_MAX),
  textEn: cannedText(CANNED_TEXT_MAX),
  textUr: cannedText(CANNED_TEXT_MAX),
});
export type CannedReplyEdit = z.output<typeof CannedReplyEditSchema>;
export type CannedReplyEditInput = z.input<typeof CannedReplyEditSchema>;

export const CannedReplySchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  textAr: z.string(),
  textEn: z.string(),
  textUr: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof CannedReplySchema>;

/** Every canned reply for the reply box's picker (a short list: capped, ordered by code). */
export const CannedReplyPickListSchema = z.array(CannedReplySchema);
export const CANNED_PICK_MAX = 500;

export const CANNED_TEXT_FIELD: Record<Language, 'textAr' | 'textEn' | 'textUr'> = {
  ar: 'textAr',
  en: 'textEn',
  ur: 'textUr',
};
