import type { BulkResult } from '@waha/shared';

/** A bulk action's ids once each, in the order staff selected them. */
export const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/** The ids found change; the others come back refused as `not_found`, by id. */
export function foundOrRefused(ids: readonly string[], found: ReadonlyMap<string, unknown>): BulkResult {
  return {
    updated: ids.filter((id) => found.has(id)),
    refused: ids.filter((id) => !found.has(id)).map((reference) => ({ reference, code: 'not_found' })),
  };
}
