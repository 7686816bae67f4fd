import { formatNumber, TICKET_TARGET_DAYS, type ComplaintReport } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { FigureTable } from './figure-table';
import { SatisfactionTables } from './satisfaction-tables';

/** The report's figures: the totals, then the counts by type, channel and remedy. */
export function ReportFigures({ report: r }: { report: ComplaintReport }) {
  const { t } = useTranslation(['staff', 'complaints']);
  const { t: tt } = useTranslation('tickets');
  const language = useLanguage();
  const n = (value: number | null, decimals = 1) =>
    value === null ? t('complaints:report.none') : formatNumber(value, language, decimals);
  const hours = (value: number | null) =>
    value === null ? t('complaints:report.none') : t('complaints.report.hours', { value: n(value) });
  const totals: [string, string][] = [
    [t('complaints:report.received'), n(r.received)],
    [t('complaints:report.solved'), n(r.solved)],
    [t('complaints:report.withinTarget', { days: TICKET_TARGET_DAYS }), n(r.solvedWithinTarget)],
    [
      t('complaints:report.share'),
      r.withinTargetShare === null ? t('complaints:report.none') : `${n(r.withinTargetShare * 100)}%`,
    ],
    [t('complaints:report.median'), hours(r.medianHoursToSolve)],
    [t('complaints:report.p90'), hours(r.p90HoursToSolve)],
    [t('complaints:report.escalated'), n(r.escalated)],
    [t('complaints:report.satisfaction'), `${n(r.satisfaction.average, 2)} (${n(r.satisfaction.count)})`],
  ];
  const counted = (key: string, label: string, count: number) => ({ key, cells: [label, n(count)] });
  const empty = t('complaints.report.empty');
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
        caption={t('complaints:report.byType')}
        headings={[
          t('complaints.report.requestType'),
          t('complaints.report.category'),
          t('complaints.report.count'),
        ]}
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
        caption={t('complaints:report.byChannel')}
        headings={[t('complaints:channel'), t('complaints.report.count')]}
        rows={r.byChannel.map((x) => counted(x.channel, t(`complaints:channels.${x.channel}`), x.count))}
        empty={empty}
      />
      <FigureTable
        caption={t('complaints:report.remedies')}
        headings={[t('complaints:remedy'), t('complaints.report.count')]}
        rows={r.remedies.map((x) => counted(x.remedy, t(`complaints:remedies.${x.remedy}`), x.count))}
        empty={empty}
      />
      <SatisfactionTables report={r} />
    </div>
  );
}
