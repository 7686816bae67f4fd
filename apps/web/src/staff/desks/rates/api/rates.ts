import { RateAlertCountsSchema, StaffRateRowSchema, type RatesUpdate } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** Every rates query of a branch starts with this key, so a save refreshes table and history. */
export const ratesKey = (branch: number) => ['staff', 'rates', branch] as const;

const RowsSchema = z.object({ items: z.array(StaffRateRowSchema) });
const SavedSchema = z.object({ changed: z.number() });

export const getRates = (branch: number) => staffCall(RowsSchema, `/rates/${branch}`);

export function useRates(branch: number) {
  return useQuery({ queryKey: ratesKey(branch), queryFn: () => getRates(branch) });
}

/** A branch's rate history: the desk's shared table pages it by key (useServerList). */
export const rateHistoryPath = (branch: number) => `/rates/${branch}/history`;

/** Saves a row or a pasted table; `body` is already checked by RatesUpdateSchema. */
export const putRates = (branch: number, body: RatesUpdate) =>
  staffCall(SavedSchema, `/rates/${branch}`, { method: 'PUT', body });

/** Active visitor alerts per branch and currency (counts only, ADR 2502). */
export function useAlertCounts() {
  return useQuery({
    queryKey: ['staff', 'rates', 'alert-counts'],
    queryFn: () => staffCall(RateAlertCountsSchema, '/rates/alert-counts'),
  });
}
