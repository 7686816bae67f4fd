/**
 * The kinds of FAQ and offer, apart from their schemas (schemas/content.ts): the pages that list
 * them import these without bringing zod into their first load (ADR 0903, 0904).
 */
export const FAQ_CATEGORIES = ['general', 'app'] as const;
export const OFFER_MARKETS = ['general', 'yemen', 'egypt', 'india', 'purple-saturday'] as const;
export type OfferMarket = (typeof OFFER_MARKETS)[number];
