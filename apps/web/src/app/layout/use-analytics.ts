import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadTagManager, pushDataLayer } from '../../lib/analytics';

/** A pageview per path change (SPEC.md section 1); the tag manager only when configured. */
export function useAnalytics(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    loadTagManager();
  }, []);
  useEffect(() => {
    pushDataLayer({ event: 'pageview', page: pathname });
  }, [pathname]);
}
