import { formatNumber, summariseRateSeries, type Language, type RateHistoryPoint } from '@waha/shared';
import { useTranslation } from 'react-i18next';

/** The range's high, low and change of the buy and the sell rate. */
export function RangeSummary({ points, language }: { points: RateHistoryPoint[]; language: Language }) {
  const { t } = useTranslation('rate-history');
  const rows = (['buy', 'sell'] as const).map((side) => ({
    side,
    s: summariseRateSeries(points.map((p) => Number(p[side]))),
  }));
  const signed = (v: number) => `${v > 0 ? '+' : ''}${formatNumber(v, language)}`;
  return (
    <dl className="grid grid-cols-2 gap-3">
      {rows.map(({ side, s }) =>
        s ? (
          <div key={side} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <dt className="font-semibold">{t(side)}</dt>
            <dd>{t('summary.high', { value: formatNumber(s.high, language) })}</dd>
            <dd>{t('summary.low', { value: formatNumber(s.low, language) })}</dd>
            <dd>
              {t('summary.change')} <bdi dir="ltr">{signed(s.change)}</bdi> (
              <bdi dir="ltr">{signed(s.changePercent)}%</bdi>)
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
