import './staff.css';
import type { StaffMe } from '@waha/shared';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { addCatalogs } from '../lib/i18n';
import { useStaffMe } from './api/staff-api';
import { deskAt, nextPath } from './desks/registry';
import { SetupPage } from './setup-page';
import { SignInPage } from './sign-in-page';
import { StaffHome } from './staff-home';
import { StaffLayout } from './staff-layout';

// The staff catalogs travel with this bundle only.
addCatalogs(
  import.meta.glob<{ default: Record<string, unknown> }>(
    '../../../../packages/shared/src/i18n/locales/*/staff.json',
  ),
);

/** Search engines must never index the back office (PRODUCT.md section 14: noindex). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function StaffSpinner() {
  const { t } = useTranslation('staff');
  return (
    <Spinner
      label={t('common.loading')}
      size="lg"
      className="flex min-h-[40vh] items-center justify-center"
    />
  );
}

/**
 * The screen for /staff/<section>, from the desk registry. The back office's routes are matched
 * here rather than with <Routes>, so the public pages' shared router chunk does not grow by a
 * single byte for them; each desk is its own chunk, loaded when first opened.
 */
export function screenFor(section: string, staff: StaffMe | null, search: string) {
  if (section === 'setup') return <SetupPage />;
  if (!staff) return section === 'sign-in' ? <SignInPage /> : <Navigate to="/staff/sign-in" replace />;
  if (section === 'sign-in') return <Navigate to={nextPath(search)} replace />;
  const desk = deskAt(section);
  if (!desk || !staff.permissions.includes(desk.permission)) return <Navigate to="/staff" replace />;
  const Desk = desk.component;
  return (
    <StaffLayout me={staff}>
      {Desk ? (
        <Suspense fallback={<StaffSpinner />}>
          <Desk />
        </Suspense>
      ) : (
        <StaffHome me={staff} />
      )}
    </StaffLayout>
  );
}

/** The whole back office: its own lazily loaded bundle, layout and routes under /staff. */
export function StaffApp() {
  useNoIndex();
  // Rendered in the browser only (never server-rendered), so it is live from its first paint: the
  // same "live" mark the public layout sets after hydration (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { t, ready } = useTranslation('staff');
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  const { pathname, search } = useLocation();
  const me = useStaffMe();
  if (!ready || me.isPending) return <StaffSpinner />;
  const section = pathname.replace(/^\/staff\/?/, '').split('/')[0] ?? '';
  return screenFor(section, me.data ?? null, search);
}
