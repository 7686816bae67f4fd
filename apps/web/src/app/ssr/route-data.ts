import {
  BRANCH_IDS,
  boardBranchOf,
  parseId,
  readRateHistoryQuery,
  type Language,
  type SsrContentSource,
} from '@waha/shared';
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { SsrNeed } from '../route-types';

export interface SsrRequestContext {
  queryClient: QueryClient;
  content: SsrContentSource;
  language: Language;
}

/**
 * Fills the request's query cache under the same keys the pages' hooks use (features/*\/api), so
 * the server render shows the content and the browser, given the cache, hydrates the same markup
 * without fetching it again.
 */
export async function prefetchNeeds(
  needs: SsrNeed[],
  params: Record<string, string | undefined>,
  { queryClient, content, language }: SsrRequestContext,
  search: URLSearchParams = new URLSearchParams(),
): Promise<void> {
  const put = async (key: readonly unknown[], load: () => Promise<unknown>) => {
    const data = await load();
    // null is "not found": left out, so the page shows its own not-found state as in the browser.
    if (data !== null) queryClient.setQueryData(key, data);
  };
  await Promise.all(
    needs.map((need) => {
      if (typeof need === 'object') {
        if ('page' in need) return put(['page', need.page], () => content.page(need.page));
        const market = need.offers;
        return put(['offers', market], () => content.offers(market === 'all' ? undefined : market));
      }
      switch (need) {
        case 'banners':
          return put(['banners', language], () => content.banners(language));
        case 'posts':
          return put(['posts'], () => content.posts());
        case 'post':
          return prefetchPost(params.id, content, queryClient);
        case 'partners':
          return put(['partners'], () => content.partners());
        case 'branches':
          return put(['branch-locations'], () => content.branches());
        case 'faqs':
          return put(['faqs'], () => content.faqs());
        case 'tutorials':
          return put(['tutorials'], () => content.tutorials());
        case 'rate-history': {
          // The same parse and key as the page's hook (features/rate-history/api/get-rate-history.ts).
          const query = readRateHistoryQuery(Object.fromEntries(search));
          if (!query) return undefined;
          const { branch, currency, range } = query;
          return put(['rate-history', branch, currency, range], () => content.rateHistory(query));
        }
        case 'exchange-rates': {
          // The branch and key the board's hook uses (features/calculator/api/get-exchange-rates.ts):
          // the address's branch, else the first one, which the page shows until it is live.
          const branch = boardBranchOf(search) ?? BRANCH_IDS[0];
          return put(['exchangeRates', branch], () => content.exchangeRates(branch));
        }
      }
    }),
  );
}

/**
 * "Not found" for the page's address, as React Router's error response: the page route's boundary
 * shows the not-found page and the server answers 404 (ADR 2704).
 */
function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * /posts/:id: an id no row can have (not canonical digits, above the column's range) is not found
 * before any query; so is a post that does not exist or is not published.
 */
async function prefetchPost(
  param: string | undefined,
  content: SsrContentSource,
  queryClient: QueryClient,
): Promise<void> {
  const id = parseId(param);
  if (id === null || param === undefined) return notFound();
  const post = await content.post(id);
  if (!post) return notFound();
  // The key the page's hook uses: the address's own text (features/content/api/get-posts.ts).
  queryClient.setQueryData(['post', param], post);
}
