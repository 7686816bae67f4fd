import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import { PageErrorBoundary, RootErrorBoundary, StaffErrorBoundary } from './layout/error-page';
import { PageSpinner } from './layout/page-spinner';
import { SiteLayout } from './layout/site-layout';
import { APP_ROUTES } from './routes';

/** The route tree both entries use (entry-server adds the server-side loaders to it). */
export function appRouteTree(children: RouteObject[] = APP_ROUTES): RouteObject[] {
  return [
    // The back office: its own bundle and layout, loaded only when someone opens /staff. The server
    // never renders it (web-app.ts sends the bare page): it is per-person and never indexed.
    {
      path: '/staff/*',
      lazy: async () => ({ Component: (await import('../staff/staff-app')).StaffApp }),
      ErrorBoundary: StaffErrorBoundary,
    },
    {
      Component: SiteLayout,
      // Shown only if a page is opened before its module arrives (not after a server render).
      HydrateFallback: PageSpinner,
      // The layout itself failed: the error page on its own (ADR 2704).
      ErrorBoundary: RootErrorBoundary,
      // Any path not listed goes home; as a loader, the server answers it with a redirect too.
      // A page's failure (its data on the server, its render anywhere) shows the error page in
      // the page's place, inside the header and footer.
      children: [...children, { path: '*', loader: () => redirect('/') }].map((route) => ({
        ...route,
        ErrorBoundary: PageErrorBoundary,
      })),
    },
  ];
}

export function createAppRouter(hydrationData?: HydrationState, routes: RouteObject[] = appRouteTree()) {
  return createBrowserRouter(routes, { hydrationData });
}
