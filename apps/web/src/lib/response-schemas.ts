// The zod schemas that check API answers (content, rates, the public forms' receipts). Only
// lib/parse-response.ts imports this module, and lazily: zod arrives with the first answer the
// browser has to check, not with the page (server-rendered pages come with their data and fetch
// nothing on load).
export {
  AuthCheckSchema,
  OtpSentSchema,
  BannersResponseSchema,
  ExchangeRatesResponseSchema,
  RateHistoryResponseSchema,
  FaqsResponseSchema,
  HomeBranchesResponseSchema,
  OffersResponseSchema,
  PageSchema,
  PartnersResponseSchema,
  PostResponseSchema,
  PostsResponseSchema,
  TutorialsResponseSchema,
  ContactResponseSchema,
  CallRequestResponseSchema,
  BranchRatingResponseSchema,
  InterviewSubmittedSchema,
  JobApplicationSubmittedSchema,
} from '@waha/shared';
