// The customer forms area's answers (parseAnswer): zod and these schemas load with the first answer.
export {
  AssignedFormsSchema,
  AuthCheckSchema,
  OtpSentSchema,
  FormHistoryDetailSchema,
  FormHistorySchema,
  FormSubmittedSchema,
  FormToFillSchema,
} from '@waha/shared';
