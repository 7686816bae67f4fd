// The remittance services' answers (parseAnswer): zod and these schemas load with the first answer.
export { OtpSentSchema, RemittanceConfirmedSchema } from '@waha/shared';
