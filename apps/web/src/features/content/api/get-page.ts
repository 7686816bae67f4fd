import type { Page, PageSlug } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export async function getPage(slug: PageSlug): Promise<Page> {
  return await parseResponse('PageSchema', await apiGet(`/pages/${slug}`));
}

export function usePage(slug: PageSlug) {
  return useQuery({ queryKey: ['page', slug], queryFn: () => getPage(slug), staleTime: 10 * 60_000 });
}
