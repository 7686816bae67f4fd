import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffSkipLink, STAFF_MAIN_ID } from './skip-link';
import { StaffLanguageSwitch } from './staff-language-switch';

/** The frame of the screens before a session: sign-in and account set-up. */
export function StaffAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <div className="min-h-screen bg-slate-100">
      <StaffSkipLink />
      <header className="flex items-center justify-between bg-brand-dark px-4 py-3 text-white">
        <p className="font-bold">{t('title')}</p>
        <StaffLanguageSwitch />
      </header>
      <main
        id={STAFF_MAIN_ID}
        tabIndex={-1}
        className="mx-auto mt-10 max-w-md rounded-xl bg-white p-6 shadow"
      >
        <h1 className="mb-4 text-xl font-bold text-brand-dark">{title}</h1>
        {children}
      </main>
    </div>
  );
}
