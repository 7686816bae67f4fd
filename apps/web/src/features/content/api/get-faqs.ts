import { FaqsResponseSchema, type Faq } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getFaqs(): Promise<Faq[]> {
  return FaqsResponseSchema.parse(await apiGet('/faqs')).faqs;
}

export function useFaqs() {
  return useQuery({ queryKey: ['faqs'], queryFn: getFaqs, staleTime: 10 * 60_000 });
}
