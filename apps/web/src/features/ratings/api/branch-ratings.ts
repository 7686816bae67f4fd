import type { BranchRating, HomeBranch } from '@waha/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { parseAnswer, parseResponse } from '../../../lib/parse-response';

/** The branches to choose from: the home page's list, under its query key (server-rendered too). */
export function useBranches() {
  return useQuery({
    queryKey: ['branch-locations'],
    queryFn: async (): Promise<HomeBranch[]> =>
      (await parseResponse('HomeBranchesResponseSchema', await apiGet('/branch-locations'))).branches,
    staleTime: 10 * 60_000,
  });
}

export function useSendRating() {
  return useMutation({
    mutationFn: async (rating: BranchRating) =>
      parseAnswer('ratings', 'BranchRatingResponseSchema', await apiPost('/branch-ratings', rating)),
  });
}
