import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth, useSignOut } from '../auth';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand text-white' : 'text-brand hover:bg-slate-100'}`;

/** The navigation state the login page leaves: the customer has just signed in. */
export const SIGNED_IN_STATE = { signedIn: true } as const;

/**
 * A page's heading and tab title. Right after the sign-in the heading takes focus (issue 26): the
 * login form the focus was in is gone, and a screen reader then reads where the customer landed
 * ("Forms to fill") instead of nothing from <body>.
 */
export function PageHeading({ title }: { title: string }) {
  useDocumentTitle(title);
  const ref = useRef<HTMLHeadingElement>(null);
  const signedIn = (useLocation().state as { signedIn?: boolean } | null)?.signedIn === true;
  useEffect(() => {
    if (signedIn && !ref.current?.contains(document.activeElement)) ref.current?.focus();
  }, [signedIn]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-brand outline-none md:text-3xl">
      {title}
    </h1>
  );
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
