import type { StaffMe } from '@waha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../lib/use-language';
import { ME_KEY, staffCall } from './api/staff-api';
import { NAV_ITEMS } from './nav';
import { SignInNotice } from './sign-in-notice';

/** Arabic and English first (PRODUCT.md section 14); the catalogs also hold Urdu. */
const STAFF_LANGUAGES = ['ar', 'en'] as const;

export function StaffLanguageSwitch() {
  const { t, i18n } = useTranslation('staff');
  const language = useLanguage();
  return (
    <div role="group" aria-label={t('language')} className="flex gap-1">
      {STAFF_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={language === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className="rounded px-2 py-1 text-sm font-medium text-white aria-pressed:bg-white aria-pressed:text-brand-dark"
        >
          {t(`posts.languages.${lng}`)}
        </button>
      ))}
    </div>
  );
}

/** The back office's own layout: no public header or footer; navigation by role. */
export function StaffLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    await staffCall(z.null(), '/auth/sign-out', { method: 'POST', body: {} }).catch(() => null);
    queryClient.setQueryData(ME_KEY, null);
    void navigate('/staff/sign-in');
  };
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skip')}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-brand-dark px-4 py-3 text-white">
        <p className="font-bold">{t('title')}</p>
        <div className="flex items-center gap-3">
          <span className="text-sm">{me.name}</span>
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
      <div className="flex flex-col md:flex-row">
        <nav
          aria-label={t('nav.label')}
          className="border-b border-slate-200 bg-white md:min-h-[calc(100vh-56px)] md:w-56 md:border-e md:border-b-0"
        >
          <ul className="flex flex-wrap gap-1 p-2 md:flex-col">
            {NAV_ITEMS.filter((item) => me.permissions.includes(item.permission)).map((item) => (
              <li key={item.path}>
                <NavLink
                  to={`/staff${item.path ? `/${item.path}` : ''}`}
                  end
                  className="block rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-light aria-[current=page]:bg-brand aria-[current=page]:text-white"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="staff-main" tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-6">
          <SignInNotice notice={me.signInNotice} />
          {children}
        </main>
      </div>
    </div>
  );
}
