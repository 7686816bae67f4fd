import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth, useSignOut } from '../auth';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand text-white' : 'text-brand hover:bg-slate-100'}`;

/** A page's heading and tab title. */
export function PageHeading({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1 className="text-2xl font-bold text-brand md:text-3xl">{title}</h1>;
}

/**
 * The frame of every page of the login area: the session check, the area's links and sign-out.
 * The page's own content (and its data calls) render only once the session is known to be live;
 * a page whose heading needs its data renders PageHeading itself.
 */
export function FormsArea({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <RequireAuth>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
        <nav aria-label={t('area.nav')} className="flex flex-wrap items-center gap-2">
          <NavLink to="/forms" end className={linkClass}>
            {t('area.forms')}
          </NavLink>
          <NavLink to="/formsHistory" className={linkClass}>
            {t('area.history')}
          </NavLink>
          <Button
            variant="secondary"
            className="ms-auto"
            onClick={() => {
              void signOut().then(() => navigate('/login', { replace: true }));
            }}
          >
            {t('area.signOut')}
          </Button>
        </nav>
        {title && <PageHeading title={title} />}
        {children}
      </div>
    </RequireAuth>
  );
}
