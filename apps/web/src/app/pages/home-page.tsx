import { brand } from '@waha/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../components/ui/client-only';
import {
  BannerCarousel,
  BranchesSection,
  NewsSlider,
  PartnerStrip,
  ServiceCards,
  StatsRow,
  useCustomerServiceChat,
  useHashScroll,
} from '../../features/home';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

// Live rates, stored branch and bot check are the visitor's own: rendered in the browser only, and
// its code loads after the page is shown.
const CalculatorWidget = lazy(async () => ({
  default: (await import('../../features/calculator')).CalculatorWidget,
}));
// The rate board reads the same live rates and chosen branch: it arrives with the calculator's code.
const RateBoard = lazy(async () => ({ default: (await import('../../features/calculator')).RateBoard }));

/** Holds the calculator's place (same heading, same height) until it arrives: nothing shifts. */
function CalculatorPlaceholder() {
  const { t } = useTranslation('calculator');
  return (
    <section aria-labelledby="calculator-title" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h2 id="calculator-title" className="mb-3 text-2xl font-bold text-brand">
        {t('title')}
      </h2>
      <div className="calculator-placeholder animate-pulse rounded-xl bg-brand-light shadow-md motion-reduce:animate-none" />
    </section>
  );
}

/** Holds the rate board's place (heading and note) until its code and rates arrive. */
function RateBoardPlaceholder() {
  const { t } = useTranslation('calculator');
  return (
    <section aria-labelledby="rate-board-placeholder" className="mx-auto w-full max-w-4xl px-4 py-8">
      <h2 id="rate-board-placeholder" className="mb-2 text-2xl font-bold text-brand md:text-3xl">
        {t('board.title')}
      </h2>
      <p className="mb-4 text-slate-700">{t('board.intro')}</p>
      <div className="rate-board-placeholder animate-pulse rounded-xl bg-brand-light motion-reduce:animate-none" />
    </section>
  );
}

/**
 * The home page is composed here, in the app layer, because it brings several features together
 * (features never import each other).
 */
export function HomePage() {
  useDocumentTitle();
  const language = useLanguage();
  useHashScroll();
  useCustomerServiceChat();
  return (
    <>
      <h1 className="sr-only">{brand.companyName[language]}</h1>
      <BannerCarousel />
      <ClientOnly fallback={<CalculatorPlaceholder />}>
        <Suspense fallback={<CalculatorPlaceholder />}>
          <CalculatorWidget />
        </Suspense>
      </ClientOnly>
      <StatsRow />
      <ClientOnly fallback={<RateBoardPlaceholder />}>
        <Suspense fallback={<RateBoardPlaceholder />}>
          <RateBoard />
        </Suspense>
      </ClientOnly>
      <ServiceCards />
      <BranchesSection />
      <NewsSlider />
      <PartnerStrip speed="normal" />
    </>
  );
}
