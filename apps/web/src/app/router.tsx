import { createBrowserRouter, Navigate } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { APP_ROUTES } from './routes';

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: SiteLayout,
      children: [...APP_ROUTES, { path: '*', element: <Navigate to="/" replace /> }],
    },
  ]);
}
