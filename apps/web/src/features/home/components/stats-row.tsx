import { brand } from '@waha/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useSeenOnce } from '../../../lib/use-seen-once';

// react-countup runs only once the row is half visible: its code loads then, not with the page
// (the row sits below the first screen on a phone; ADR 0903).
const CountUp = lazy(async () => ({ default: (await import('./count-up')).CountUp }));

/** SPEC.md section 9: 37+ and 1.5+ (one decimal), 3.5 s each, once, at half visibility. */
export const COUNTERS = [
  { key: 'years', end: brand.experienceYears, decimals: 0 },
  { key: 'customers', end: 1.5, decimals: 1 },
] as const;
export const COUNTER_DURATION_S = 3.5;

function Counter({ end, decimals, run }: { end: number; decimals: number; run: boolean }) {
  const final = `${end.toFixed(decimals)}+`;
  const zero = `${(0).toFixed(decimals)}+`;
  return (
    <>
      <span aria-hidden="true" className="tabular-nums" dir="ltr" data-testid="counter">
        {run ? (
          <Suspense fallback={zero}>
            <CountUp start={0} end={end} decimals={decimals} duration={COUNTER_DURATION_S} suffix="+" />
          </Suspense>
        ) : (
          zero
        )}
      </span>
      <span className="sr-only">{final}</span>
    </>
  );
}

function StoreBadge({ href, store }: { href: string; store: 'android' | 'ios' }) {
  const { t } = useTranslation('home');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-2 text-white hover:bg-slate-700"
    >
      <Icon name={store === 'android' ? 'googlePlay' : 'apple'} className="size-7 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="text-xs">{t(`stats.${store}Prefix`)}</span>
        <span className="font-bold">{t(`stats.${store}Store`)}</span>
        <span className="sr-only">{t('stats.opensInNewTab')}</span>
      </span>
    </a>
  );
}

/** Counters and app-store badges; the row follows the document direction of each language. */
export function StatsRow() {
  const { t } = useTranslation('home');
  const [ref, inView] = useSeenOnce<HTMLDivElement>({ threshold: 0.5 });
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-light">
      <h2 id="stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      <div
        ref={ref}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-6 px-4 py-8"
      >
        <dl className="flex flex-wrap gap-10">
          {COUNTERS.map((counter) => (
            <div key={counter.key} className="flex flex-col-reverse items-center">
              <dt className="text-sm text-slate-700">{t(`stats.${counter.key}`)}</dt>
              <dd className="text-4xl font-bold text-brand">
                <Counter end={counter.end} decimals={counter.decimals} run={inView} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <StoreBadge href={brand.appStores.android} store="android" />
          <StoreBadge href={brand.appStores.ios} store="ios" />
        </div>
      </div>
    </section>
  );
}
