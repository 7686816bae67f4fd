import { PartnersResponseSchema, type Partner } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getPartners(): Promise<Partner[]> {
  return PartnersResponseSchema.parse(await apiGet('/partners')).partners;
}

export function usePartners() {
  return useQuery({ queryKey: ['partners'], queryFn: getPartners, staleTime: 10 * 60_000 });
}
