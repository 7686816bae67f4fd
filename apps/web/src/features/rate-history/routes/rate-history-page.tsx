import { formatDateTime, RATE_HISTORY_RANGES, readRateHistoryQuery } from '@waha/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ClientOnly } from '../../../components/ui/client-only';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useRateHistory } from '../api/get-rate-history';
import { HistoryTable } from '../components/history-table';
import { RangeSummary } from '../components/range-summary';
import { AlertForm } from '../components/alert-form';
import { MyAlerts } from '../components/my-alerts';

// uPlot comes with this chunk only: neither / nor /rates loads it (issue 25).
const HistoryChart = lazy(() => import('../components/history-chart'));
/** The chart's height (240 px) and its legend's, held before and while it loads (no layout shift). */
export const CHART_BOX = 'min-h-[17rem] w-full';

/** /rates/history?branch=&currency=&range=: where a branch's rate of one currency has been. */
export function RateHistoryPage() {
  const { t } = useTranslation('rate-history');
  const { t: tc } = useTranslation('calculator');
  const { t: ta } = useTranslation('rate-alerts');
  const language = useLanguage();
  const [params] = useSearchParams();
  // The schema's reading without zod (the page reads it while it loads).
  const query = readRateHistoryQuery(Object.fromEntries(params));
  const history = useRateHistory(query);
  const branchName = query ? tc(`branch.names.${query.branch}`, { defaultValue: String(query.branch) }) : '';
  const title = query ? t('title', { currency: query.currency, branch: branchName }) : t('titlePlain');
  useDocumentTitle(title);
  const points = history.data?.points ?? [];
  const href = (range: string) =>
    `/rates/history?branch=${query?.branch}&currency=${query?.currency}&range=${range}`;
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{title}</h1>
      {!query && <p role="alert">{t('badQuery')}</p>}
      {query && (
        <nav aria-label={t('ranges.label')} className="flex flex-wrap gap-2">
          {RATE_HISTORY_RANGES.map((range) => (
            <Link
              key={range}
              to={href(range)}
              replace
              aria-current={range === query.range ? 'page' : undefined}
              className="rounded-full border border-brand px-3 py-1 text-sm aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {t(`ranges.${range}`)}
            </Link>
          ))}
        </nav>
      )}
      {history.isPending && query && <Spinner label={t('loading')} />}
      {history.isError && <p role="alert">{t('failed')}</p>}
      {history.data && points.length === 0 && <p>{t('empty')}</p>}
      {points.length > 0 && (
        <>
          <RangeSummary points={points} language={language} />
          {/* uPlot measures the window when it loads: browser only, in a box kept at its height. */}
          <ClientOnly fallback={<div className={CHART_BOX} />}>
            <Suspense fallback={<div className={CHART_BOX} />}>
              <HistoryChart
                points={points}
                language={language}
                labels={{
                  time: t('table.time'),
                  buy: t('buy'),
                  sell: t('sell'),
                  summary: t('chartLabel', { range: t(`ranges.${query!.range}`) }),
                }}
              />
            </Suspense>
          </ClientOnly>
          <HistoryTable points={points} language={language} caption={t('table.caption')} />
        </>
      )}
      <p className="text-sm text-slate-700">{tc('rates.indicative')}</p>
      {history.data?.updatedAt && (
        <p className="text-sm text-slate-700">
          {t('lastChange', { time: formatDateTime(history.data.updatedAt, language) })}
        </p>
      )}
      {query && history.data?.updatedAt && (
        <section id="rate-alert" aria-labelledby="rate-alert-title" className="flex flex-col gap-3">
          <h2 id="rate-alert-title" className="text-xl font-bold text-brand">
            {ta('form.title')}
          </h2>
          <AlertForm
            branch={query.branch}
            currency={query.currency}
            branchName={branchName}
            now={points.at(-1) ?? null}
          />
        </section>
      )}
      <MyAlerts branchName={(id) => tc(`branch.names.${id}`, { defaultValue: String(id) })} />
    </section>
  );
}
