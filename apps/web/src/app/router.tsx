import { createBrowserRouter, Navigate } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { APP_ROUTES } from './routes';

export function createAppRouter() {
  return createBrowserRouter([
    // The back office: its own bundle and layout, loaded only when someone opens /staff.
    {
      path: '/staff/*',
      lazy: async () => ({ Component: (await import('../staff/staff-app')).StaffApp }),
    },
    {
      Component: SiteLayout,
      children: [...APP_ROUTES, { path: '*', element: <Navigate to="/" replace /> }],
    },
  ]);
}
