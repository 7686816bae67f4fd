import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { checkAuth, signOut } from './api/auth-api';
import { FORMS_KEY } from './api/forms-api';

export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';
const AUTH_KEY = ['customer-auth'] as const;

/**
 * SPEC.md section 4: unknown while checking, then authenticated or not; checked when the login
 * area loads and again on each protected route (the path is part of the key). Only the login area
 * asks: the public pages never pay for the check.
 */
export function useAuthStatus(): AuthStatus {
  const { pathname } = useLocation();
  const query = useQuery({ queryKey: [...AUTH_KEY, pathname], queryFn: checkAuth, staleTime: 0, gcTime: 0 });
  if (query.data === undefined) return 'unknown';
  return query.data ? 'authenticated' : 'unauthenticated';
}

/** A protected page: a visitor without a session goes to /login, which brings them back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('forms');
  const status = useAuthStatus();
  const location = useLocation();
  if (status === 'unknown') {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('checking')} />
      </div>
    );
  }
  if (status === 'unauthenticated') {
    const from = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?from=${from}`} replace />;
  }
  return children;
}

/** After a login or a logout nothing of the previous person's data may be shown from the cache. */
export function useForgetCustomerData() {
  const client = useQueryClient();
  return () => {
    client.removeQueries({ queryKey: AUTH_KEY });
    client.removeQueries({ queryKey: FORMS_KEY });
  };
}

/** Logout: the server ends the session, then the page forgets the customer's data. */
export function useSignOut() {
  const forget = useForgetCustomerData();
  return async () => {
    await signOut();
    forget();
  };
}
