// Constants apart from the schemas: a module that builds zod schemas brings zod along wherever one
// of its exports is used, and the web app's first load must not carry zod.

/**
 * The spec fixes the rates response as a bare array, so the last-update time travels in this header
 * (ISO 8601), where it cannot break clients that expect the array.
 */
export const RATES_UPDATED_AT_HEADER = 'x-rates-updated-at';
