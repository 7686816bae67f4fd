import type { BulkResult } from '@waha/shared';
import type { FastifyReply } from 'fastify';
import { toCsv } from './csv.js';

/** A bulk action's ids once each, in the order staff selected them. */
export const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/** The ids found change; the others come back refused as `not_found`, by id. */
export function foundOrRefused(ids: readonly string[], found: ReadonlyMap<string, unknown>): BulkResult {
  return {
    updated: ids.filter((id) => found.has(id)),
    refused: ids.filter((id) => !found.has(id)).map((reference) => ({ reference, code: 'not_found' })),
  };
}

/**
 * A list's `sort` (`field`, `-field`) as its column and direction, for an export in the list's
 * order. Own keys only (`constructor` is no column); anything else falls back to `fallback`.
 */
export function sortOf<S extends Record<string, string>>(sortable: S, sort: string, fallback: S[keyof S]) {
  const field = sort.replace(/^-/, '');
  const column = Object.hasOwn(sortable, field) ? sortable[field as keyof S] : fallback;
  return { column, direction: sort.startsWith('-') ? ('desc' as const) : ('asc' as const) };
}

/** Sends a CSV file as a download named `name`. */
export function sendCsv(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  rows: readonly (readonly (string | null | undefined)[])[],
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(toCsv(header, rows));
}
