import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { type SsrRender, type SsrRenderInput, type SsrRenderResult } from '@waha/shared';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createContext,
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { PageNoticeContext } from './app/layout/page-notice';
import { appRouteTree } from './app/router';
import type { AppRouteHandle } from './app/route-types';
import { APP_ROUTES } from './app/routes';
import { fontPreloadTags } from './app/ssr/font-preloads';
import { buildHead } from './app/ssr/head-tags';
import { serializeForScript, type HydrationPayload } from './app/ssr/hydration';
import { renderOrErrorPage, withPageErrors } from './app/ssr/page-errors';
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

interface RenderParts {
  i18n: ReturnType<typeof createServerI18n>['i18n'];
  collected: HeadCollector;
  notice: SsrRenderInput['notice'];
  queryClient: ReturnType<typeof createQueryClient>;
}

/** The page's HTML for one state of the router (the page, or its error page). */
function renderApp({ i18n, collected, notice, queryClient }: RenderParts, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToHtml(
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
}

/** Renders one request's page, with its data, in the visitor's language (ADR 0901). */
export const render: SsrRender = async ({
  url,
  origin,
  language,
  content,
  notice,
  nastaliq,
  requestId,
  errorStatus,
}): Promise<SsrRenderResult> => {
  const queryClient = createQueryClient();
  // React Router 8 always runs middleware: loaders get a RouterContextProvider, not a plain object.
  const requestContext = new RouterContextProvider();
  requestContext.set(ssrRequest, { queryClient, content, language });
  const request = new Request(new URL(url, origin));
  const queried = await handler.query(request, { requestContext });
  if (queried instanceof Response) {
    return {
      kind: 'redirect',
      status: queried.status,
      location: queried.headers.get('location') ?? '/',
    };
  }

  // A failed page shows the error page, which knows only a status and the request id (ADR 2704).
  const errorOptions = { requestId: requestId ?? null, errorStatus };
  const { i18n, usedNamespaces } = createServerI18n(language);
  const collected = new HeadCollector();
  const parts: RenderParts = { i18n, collected, notice, queryClient };
  const { context, failure, html } = await renderOrErrorPage(
    withPageErrors(queried, errorOptions),
    errorOptions,
    (shown) => renderApp(parts, shown),
  );

  const leaf = context.matches[context.matches.length - 1];
  const handle = (leaf?.route.handle ?? {}) as Partial<AppRouteHandle>;
  const payload: HydrationPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
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
        // An error page is no page of the site: never indexed.
        noindex: Boolean(handle.noindex) || context.errors !== null,
        queries: queryClient,
      }),
      fontPreloadTags(language, nastaliq),
    ]
      .filter(Boolean)
      .join('\n    '),
    html,
    data: serializeForScript(payload),
    ...(failure !== undefined && { failure }),
  };
};
