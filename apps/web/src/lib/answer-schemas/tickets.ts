// The ticket pages' answers (parseAnswer): zod and these schemas load with the first answer.
export { OtpSentSchema, TicketSubmittedSchema, TicketViewSchema } from '@waha/shared';
