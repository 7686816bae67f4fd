import type { Faq } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export async function getFaqs(): Promise<Faq[]> {
  return (await parseResponse('FaqsResponseSchema', await apiGet('/faqs'))).faqs;
}

export function useFaqs() {
  return useQuery({ queryKey: ['faqs'], queryFn: getFaqs, staleTime: 10 * 60_000 });
}
