// The contact form's answer (parseAnswer): zod and this schema load with the first answer.
export { ContactResponseSchema } from '@waha/shared';
