import type { Partner } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export async function getPartners(): Promise<Partner[]> {
  return (await parseResponse('PartnersResponseSchema', await apiGet('/partners'))).partners;
}

export function usePartners() {
  return useQuery({ queryKey: ['partners'], queryFn: getPartners, staleTime: 10 * 60_000 });
}
