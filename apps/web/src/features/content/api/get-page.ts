import { PageSchema, type Page, type PageSlug } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getPage(slug: PageSlug): Promise<Page> {
  return PageSchema.parse(await apiGet(`/pages/${slug}`));
}

export function usePage(slug: PageSlug) {
  return useQuery({ queryKey: ['page', slug], queryFn: () => getPage(slug), staleTime: 10 * 60_000 });
}
