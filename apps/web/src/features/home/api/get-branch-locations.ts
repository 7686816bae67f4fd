import type { HomeBranch } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export async function getBranchLocations(): Promise<HomeBranch[]> {
  return (await parseResponse('HomeBranchesResponseSchema', await apiGet('/branch-locations'))).branches;
}

export function useBranchLocations() {
  return useQuery({ queryKey: ['branch-locations'], queryFn: getBranchLocations, staleTime: 10 * 60_000 });
}
