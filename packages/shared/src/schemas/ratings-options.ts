/**
 * The branch rating's questions and faces, apart from its schema (ratings.ts), so that /rate draws
 * its form without bringing zod into the page's first load (ADR 0903, 0904). ratings.ts
 * re-exports them.
 */

/** The three questions of the branch rating (SPEC.md "Branch rating"), in the order asked. */
export const RATING_QUESTIONS = ['professionalism', 'expectations', 'cleanliness'] as const;
export type RatingQuestion = (typeof RATING_QUESTIONS)[number];

/** Five faces, 1 (very unhappy) to 5 (very happy). */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
