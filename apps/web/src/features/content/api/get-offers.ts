import type { Offer, OfferMarket } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export async function getOffers(market?: OfferMarket): Promise<Offer[]> {
  return (await parseResponse('OffersResponseSchema', await apiGet('/offers', { query: { market } }))).offers;
}

export function useOffers(market?: OfferMarket) {
  return useQuery({ queryKey: ['offers', market ?? 'all'], queryFn: () => getOffers(market) });
}
