import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { PageNoticeContext } from './app/layout/page-notice';
import { createQueryClient, Providers } from './app/providers';
import { appRouteTree, createAppRouter } from './app/router';
import { readHydrationPayload } from './app/ssr/hydration';
import { followLanguageAfterHydration } from './app/ssr/language-follower';
import { initI18n } from './lib/i18n';
import { warmUpIntl } from './lib/intl-warmup';
import { fetchNastaliqForNextPage, switchToNastaliqIfFetched } from './lib/nastaliq';
import { documentLanguage, storedLanguage, urlLanguage } from './lib/language';
import { yieldToMain } from './lib/yield-to-main';

// Each step of the start is its own task (yieldToMain): run back to back, with the evaluation of
// the modules before them, they were one long task on a phone, and a tap waited for all (ADR 2606).
await yieldToMain();

// Read before i18next starts: starting it records the page's language as the visitor's choice.
const stored = storedLanguage();
const linked = urlLanguage();
const payload = readHydrationPayload();
// Started first: it runs in a worker while i18next and the route modules load.
const intlReady = warmUpIntl(documentLanguage());

// The page hydrates in the language the server rendered, with the strings that render used.
// A page the browser renders alone (the back office, the Vite dev server) starts in the visitor's
// own choice: there is no server HTML to match.
await initI18n(
  payload ? documentLanguage() : (linked ?? stored ?? documentLanguage()),
  payload?.namespaces ?? [],
);

await yieldToMain();

// The route modules of this address load before hydrating, so nothing suspends during hydration.
const routes = appRouteTree();
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const module = await route.lazy();
    Object.assign(route, { ...module, lazy: undefined });
  }),
);

await yieldToMain();

// A returning visitor's stored language wins over the cookie, once the page is live; a `?lang=`
// link wins over both (the server rendered it, and starting i18next stored it).
followLanguageAfterHydration(linked ? null : stored);

const queryClient = createQueryClient();
if (payload) {
  // The server leaves the load times out (stable HTML, stable ETag): the data is fresh as of now.
  const now = Date.now();
  for (const query of payload.queries.queries) {
    query.state.dataUpdatedAt = now;
    query.dehydratedAt = now;
  }
  hydrate(queryClient, payload.queries);
}
const router = createAppRouter(payload?.router, routes);
let shownPath = window.location.pathname;
router.subscribe(({ location }) => {
  if (location.pathname === shownPath) return;
  shownPath = location.pathname;
  switchToNastaliqIfFetched();
});
await intlReady;
await yieldToMain();

const app = (
  <StrictMode>
    <PageNoticeContext.Provider value={payload?.notice ?? null}>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </PageNoticeContext.Provider>
  </StrictMode>
);
const root = document.getElementById('root')!;
// Without server HTML (the Vite dev server) the page is rendered here instead.
// Hydrating in a transition makes it concurrent: React yields to the browser every few
// milliseconds instead of hydrating the whole page in one long task (Total Blocking Time, ADR 0904),
// and a tap during hydration is replayed once the part it hit is live.
if (payload) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
fetchNastaliqForNextPage();
