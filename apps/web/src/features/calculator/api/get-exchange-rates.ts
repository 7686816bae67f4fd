import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import { RATES_UPDATED_AT_HEADER, type BranchRatesSnapshot } from '@waha/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** The rows and the time of the newest rate (null when the server did not say). */
export type BranchRates = BranchRatesSnapshot;

/**
 * Rates the server rendered /rates with (app/ssr/route-data.ts, same key) are as fresh as the page:
 * the board hydrating with them does not ask again. Later mounts, and every branch change, do.
 */
export const PAGE_RATES_FRESH_MS = 10_000;
const askAgainOnMount = (query: Query<BranchRates, Error, BranchRates, readonly unknown[]>) =>
  Date.now() - query.state.dataUpdatedAt > PAGE_RATES_FRESH_MS;

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
 * `onRateLimited` (the bot check takes over). `holdShape`: while another branch loads, `data` is
 * still the last branch's (`isPlaceholderData`), for a view that keeps its height and hides the
 * figures meanwhile (the rate board); the calculator never converts with them.
 */
export function useExchangeRates(
  branchId: number | null,
  enabled: boolean,
  onRateLimited: () => void,
  onRequest?: () => void,
  { holdShape = false }: { holdShape?: boolean } = {},
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
    refetchOnMount: askAgainOnMount,
    ...(holdShape && { placeholderData: keepPreviousData }),
    // A 429 must surface at once (it brings up the captcha); other failures are only logged.
    retry: false,
  });
}
