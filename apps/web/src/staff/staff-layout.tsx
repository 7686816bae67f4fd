import type { StaffMe } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useSignOut } from './api/factors-api';
import { NotificationsBell } from './notifications/notifications-bell';
import { SignInNotice } from './sign-in-notice';
import { StaffSkipLink, STAFF_MAIN_ID } from './skip-link';
import { StaffLanguageSwitch } from './staff-language-switch';
import { StaffNav } from './staff-nav';

function StaffHeader({ me }: { me: StaffMe }) {
  const { t } = useTranslation('staff');
  const signOut = useSignOut();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 bg-brand-dark px-4 py-3 text-white">
      <p className="font-bold">{t('title')}</p>
      <div className="flex items-center gap-3">
        <span className="text-sm" dir="auto">
          {me.name}
        </span>
        <NotificationsBell />
        <StaffLanguageSwitch />
        <button
          type="button"
          onClick={() => void signOut()}
          className="rounded border border-white/60 px-3 py-1 text-sm"
        >
          {t('nav.signOut')}
        </button>
      </div>
    </header>
  );
}

/** The back office's own layout: no public header or footer; navigation by role. */
export function StaffLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <StaffSkipLink />
      <StaffHeader me={me} />
      <div className="flex flex-col md:flex-row">
        <StaffNav me={me} />
        <main id={STAFF_MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-6">
          <SignInNotice notice={me.signInNotice} />
          {children}
        </main>
      </div>
    </div>
  );
}
