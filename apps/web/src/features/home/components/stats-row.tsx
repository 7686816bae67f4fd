import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import { CountUp } from './count-up';

/** SPEC.md section 9: 37+ and 1.5+ (one decimal), 3.5 s each, once, at half visibility. */
export const COUNTERS = [
  { key: 'years', end: brand.experienceYears, decimals: 0 },
  { key: 'customers', end: 1.5, decimals: 1 },
] as const;
export const COUNTER_DURATION_S = 3.5;

function Counter({ end, decimals, run }: { end: number; decimals: number; run: boolean }) {
  const final = `${end.toFixed(decimals)}+`;
  return (
    <>
      <span aria-hidden="true" className="tabular-nums" dir="ltr" data-testid="counter">
        {run ? (
          <CountUp start={0} end={end} decimals={decimals} duration={COUNTER_DURATION_S} suffix="+" />
        ) : (
          `${(0).toFixed(decimals)}+`
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
      <svg viewBox="0 0 24 24" className="size-7 shrink-0" aria-hidden="true" fill="currentColor">
        {store === 'android' ? (
          <path d="M4 3.5v17l9.5-8.5L4 3.5Zm10.8 9.7 2.6 2.3-11 6.2 8.4-8.5Zm0-2.4L6.4 2.3l11 6.2-2.6 2.3Zm3.8-1.6 2.9 1.7c.9.5.9 1.7 0 2.2l-2.9 1.7-2.9-2.8 2.9-2.8Z" />
        ) : (
          <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.8 1.3 10.3.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8 2.2-1.3 3.1-2.5c1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.2ZM13.9 4.9c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3-1.5Z" />
        )}
      </svg>
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
  const { ref, inView } = useInView({ threshold: 0.5, triggerOnce: true });
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
