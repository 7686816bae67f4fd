// The rate alerts' answers (parseAnswer): zod and these schemas load with the first answer.
export {
  OtpSentSchema,
  RateAlertCreatedSchema,
  RateAlertListSchema,
  RateAlertStopViewSchema,
} from '@waha/shared';
