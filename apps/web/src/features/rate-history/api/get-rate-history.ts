import { useQuery } from '@tanstack/react-query';
import type { RateHistoryQuery, RateHistoryResponse } from '@waha/shared';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/rates/history: one branch's rate of one currency over a range. */
export async function getRateHistory(query: RateHistoryQuery): Promise<RateHistoryResponse> {
  const { data } = await apiRequest<unknown>('/rates/history', {
    method: 'GET',
    query: { branch: query.branch, currency: query.currency, range: query.range },
  });
  return parseResponse('RateHistoryResponseSchema', data);
}

export function useRateHistory(query: RateHistoryQuery | null) {
  return useQuery({
    queryKey: ['rate-history', query?.branch, query?.currency, query?.range],
    queryFn: () => getRateHistory(query!),
    enabled: query !== null,
    staleTime: 60_000,
  });
}
