/** Numeric limits every side must agree on (SPEC.md section 9, PRODUCT.md). */
export const LIMITS = {
  /** Request bodies larger than this are refused before parsing (JSON only; uploads have their own). */
  jsonBodyBytes: 64 * 1024,
} as const;

/** Branch shown first in the calculator's dropdown: "choose branch", never sent to the API. */
export const PLACEHOLDER_BRANCH_ID = 1;

/** The calculator's dropdown order (SPEC.md section 3), after the placeholder. */
export const BRANCH_IDS = [19, 14, 17, 12, 11, 13, 15, 16, 18] as const;
export type BranchId = (typeof BRANCH_IDS)[number];

/** Purple Saturday's one day (SPEC.md section 9): after it, /isa says the offer has ended. */
export const PURPLE_SATURDAY_DAY = '2025-07-26';
