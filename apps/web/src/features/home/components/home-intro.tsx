import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

export function HomeIntro() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <section aria-labelledby="home-title" className="bg-brand-light">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h1 id="home-title" className="text-3xl font-bold text-brand md:text-4xl">
          {brand.companyName[language]}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('hero.tagline')}</p>
        <p className="mt-2 text-slate-600">
          {t('hero.since', { year: brand.operatingSince, years: brand.experienceYears })}
        </p>
      </div>
    </section>
  );
}
