import { OffersResponseSchema, type Offer, type OfferMarket } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getOffers(market?: OfferMarket): Promise<Offer[]> {
  return OffersResponseSchema.parse(await apiGet('/offers', { query: { market } })).offers;
}

export function useOffers(market?: OfferMarket) {
  return useQuery({ queryKey: ['offers', market ?? 'all'], queryFn: () => getOffers(market) });
}
