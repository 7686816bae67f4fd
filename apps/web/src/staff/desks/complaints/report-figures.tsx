import { formatNumber, TICKET_TARGET_DAYS, type ComplaintReport } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { FigureTable } from './figure-table';
import { SatisfactionTables } from './satisfaction-tables';

/** The report's figures: the totals, then the counts by type, channel and remedy. */
export function ReportFigures({ report: r }: { report: ComplaintReport }) {
  const { t } = useTranslation('complaints');
  const { t: tt } = useTranslation('tickets');
  const language = useLanguage();
  const n = (value: number | null, decimals = 1) =>
    value === null ? t('report.none') : formatNumber(value, language, decimals);
  const hours = (value: number | null) =>
    value === null ? t('report.none') : t('report.hours', { value: n(value) });
  const totals: [string, string][] = [
    [t('report.received'), n(r.received)],
    [t('report.solved'), n(r.solved)],
    [t('report.withinTarget', { days: TICKET_TARGET_DAYS }), n(r.solvedWithinTarget)],
    [t('report.share'), r.withinTargetShare === null ? t('report.none') : `${n(r.withinTargetShare * 100)}%`],
    [t('report.median'), hours(r.medianHoursToSolve)],
    [t('report.p90'), hours(r.p90HoursToSolve)],
    [t('report.escalated'), n(r.escalated)],
    [t('report.satisfaction'), `${n(r.satisfaction.average, 2)} (${n(r.satisfaction.count)})`],
  ];
  const counted = (key: string, label: string, count: number) => ({ key, cells: [label, n(count)] });
  const empty = t('report.empty');
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded bg-white p-3 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <FigureTable
        caption={t('report.byType')}
        headings={[t('report.requestType'), t('report.category'), t('report.count')]}
        rows={r.byType.map((x) => ({
          key: `${x.requestType}-${x.category}`,
          cells: [
            tt(`support.requestTypes.${x.requestType}`),
            tt(`support.categories.${x.category}`),
            n(x.count),
          ],
        }))}
        empty={empty}
      />
      <FigureTable
        caption={t('report.byChannel')}
        headings={[t('channel'), t('report.count')]}
        rows={r.byChannel.map((x) => counted(x.channel, t(`channels.${x.channel}`), x.count))}
        empty={empty}
      />
      <FigureTable
        caption={t('report.remedies')}
        headings={[t('remedy'), t('report.count')]}
        rows={r.remedies.map((x) => counted(x.remedy, t(`remedies.${x.remedy}`), x.count))}
        empty={empty}
      />
      <SatisfactionTables report={r} />
    </div>
  );
}
