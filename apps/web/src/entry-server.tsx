import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { type SsrRender, type SsrRenderResult } from '@waha/shared';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createContext,
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { PageNoticeContext } from './app/layout/page-notice';
import { appRouteTree } from './app/router';
import type { AppRouteHandle } from './app/route-types';
import { APP_ROUTES } from './app/routes';
import { fontPreloadTags } from './app/ssr/font-preloads';
import { buildHead } from './app/ssr/head-tags';
import { serializeForScript, type HydrationPayload } from './app/ssr/hydration';
import { renderToHtml } from './app/ssr/render-to-html';
import { prefetchNeeds, type SsrRequestContext } from './app/ssr/route-data';
import { HeadCollector, HeadContext } from './lib/head';
import { createServerI18n } from './lib/i18n-server';

export { APP_ROUTES };

/** The request's query cache, content and language, handed to the loaders (a typed router context). */
const ssrRequest = createContext<SsrRequestContext>();

/**
 * The route table with every page module already loaded (the server has them all; a page must
 * never suspend on its own code, or React would stream it with an inline script), plus loaders
 * that fill the request's query cache.
 */
const serverRoutes: RouteObject[] = appRouteTree(
  await Promise.all(
    APP_ROUTES.map(async ({ lazy, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const needs = route.handle.ssr;
      if (!needs) return { ...route, ...loaded };
      return {
        ...route,
        ...loaded,
        loader: async ({ params, request, context }) => {
          await prefetchNeeds(needs, params, context.get(ssrRequest), new URL(request.url).searchParams);
          return null;
        },
      };
    }),
  ),
);
const handler = createStaticHandler(serverRoutes);

/**
 * Without the load times, the same content gives the same HTML, so its ETag holds and a browser
 * revalidates with a 304; the browser stamps the data with its own clock when it hydrates.
 */
function timeless(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  };
}

/** Renders one request's page, with its data, in the visitor's language (ADR 0901). */
export const render: SsrRender = async ({
  url,
  origin,
  language,
  content,
  notice,
  nastaliq,
}): Promise<SsrRenderResult> => {
  const queryClient = createQueryClient();
  // React Router 8 always runs middleware: loaders get a RouterContextProvider, not a plain object.
  const requestContext = new RouterContextProvider();
  requestContext.set(ssrRequest, { queryClient, content, language });
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const { i18n, usedNamespaces } = createServerI18n(language);
  const collected = new HeadCollector();
  const html = await renderToHtml(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HeadContext.Provider value={collected}>
          <PageNoticeContext.Provider value={notice ?? null}>
            <Providers client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </PageNoticeContext.Provider>
        </HeadContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );

  const leaf = context.matches[context.matches.length - 1];
  const handle = (leaf?.route.handle ?? {}) as Partial<AppRouteHandle>;
  const payload: HydrationPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: timeless(dehydrate(queryClient)),
    namespaces: usedNamespaces(),
    ...(notice && { notice }),
  };
  return {
    kind: 'page',
    status: context.statusCode,
    head: [
      buildHead({
        t: i18n.t.bind(i18n),
        language,
        origin,
        url: new URL(url, origin),
        collected,
        noindex: Boolean(handle.noindex),
        queries: queryClient,
      }),
      fontPreloadTags(language, nastaliq),
    ]
      .filter(Boolean)
      .join('\n    '),
    html,
    data: serializeForScript(payload),
  };
};
