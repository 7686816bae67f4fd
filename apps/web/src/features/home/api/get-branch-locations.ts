import { HomeBranchesResponseSchema, type HomeBranch } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getBranchLocations(): Promise<HomeBranch[]> {
  return HomeBranchesResponseSchema.parse(await apiGet('/branch-locations')).branches;
}

export function useBranchLocations() {
  return useQuery({ queryKey: ['branch-locations'], queryFn: getBranchLocations, staleTime: 10 * 60_000 });
}
