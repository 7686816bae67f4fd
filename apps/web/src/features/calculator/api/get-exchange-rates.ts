import { useQuery } from '@tanstack/react-query';
import { RATES_UPDATED_AT_HEADER, type ExchangeRateRow } from '@waha/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export interface BranchRates {
  rows: ExchangeRateRow[];
  /** ISO time of the newest rate, or null when the server did not say. */
  updatedAt: string | null;
}

/** GET /api/exchangeRates for one branch, always revalidated (rates change during the day). */
export async function getExchangeRates(branchId: number): Promise<BranchRates> {
  const { data, headers } = await apiRequest<unknown>('/exchangeRates', {
    method: 'GET',
    query: { Branch_ID: branchId },
    headers: { 'cache-control': 'no-cache' },
    cache: 'no-store',
  });
  return {
    rows: await parseResponse('ExchangeRatesResponseSchema', data),
    updatedAt: headers.get(RATES_UPDATED_AT_HEADER),
  };
}

/**
 * The rates of the chosen branch, fetched afresh on every branch change (nothing is kept once the
 * branch changes). `onRequest` runs before each call: the spec's request counter. A 429 calls
 * `onRateLimited` (the bot check takes over).
 */
export function useExchangeRates(
  branchId: number | null,
  enabled: boolean,
  onRateLimited: () => void,
  onRequest?: () => void,
) {
  return useQuery({
    queryKey: ['exchangeRates', branchId],
    queryFn: async () => {
      onRequest?.();
      try {
        return await getExchangeRates(branchId!);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) onRateLimited();
        // Spec: any other failure is only logged; the spinner stops and nothing is shown.
        else console.warn('exchange rates request failed', error);
        throw error;
      }
    },
    enabled: enabled && branchId !== null,
    staleTime: 0,
    gcTime: 0,
    // A 429 must surface at once (it brings up the captcha); other failures are only logged.
    retry: false,
  });
}
