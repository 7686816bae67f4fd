// The call-back request's answer (parseAnswer): zod and this schema load with the first answer.
export { CallRequestResponseSchema } from '@waha/shared';
