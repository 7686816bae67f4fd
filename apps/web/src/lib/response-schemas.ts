// The zod schemas that check content and rates answers (forms' answers: answer-schemas/). Only
// lib/parse-response.ts imports this module, and lazily: zod arrives with the first answer the
// browser has to check, not with the page (server-rendered pages come with their data and fetch
// nothing on load).
export {
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
} from '@waha/shared';
