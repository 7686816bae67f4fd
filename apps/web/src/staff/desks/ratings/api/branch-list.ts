import { HomeBranchesResponseSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';

/** The branches (public list), for the desk's filter and the posters. */
export function useBranchList() {
  return useQuery({
    queryKey: ['branch-locations'],
    queryFn: async () => HomeBranchesResponseSchema.parse(await apiGet('/branch-locations')).branches,
    staleTime: 10 * 60_000,
  });
}
