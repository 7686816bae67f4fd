import { z } from '../zod.js';
import { isPersonName } from '../rules/names.js';

/**
 * The footer contact form (SPEC.md section 5: valid name and email). A name is letters (any
 * script), spaces, dots, apostrophes and hyphens (the one person-name rule of rules/names.ts), so
 * digits or symbols cannot pass for one.
 */
export const ContactMessageSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80, { error: 'validation.contactTooLong' })
    .refine(isPersonName, { error: 'validation.contactName' }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.contactTooLong' })
    .pipe(z.email({ error: 'validation.contactEmail' })),
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.contactTooLong' }),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
