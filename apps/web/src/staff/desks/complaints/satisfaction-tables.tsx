import { formatNumber, type ComplaintReport } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { FigureTable } from './figure-table';

/** Satisfaction (the reviews' 1-5 score): average and count by agent, by branch, and by month. */
export function SatisfactionTables({ report: r }: { report: ComplaintReport }) {
  const { t } = useTranslation(['staff', 'complaints']);
  const language = useLanguage();
  const n = (value: number | null, decimals = 2) =>
    value === null ? t('complaints:report.none') : formatNumber(value, language, decimals);
  const score = [t('complaints:report.average'), t('complaints.report.reviews')];
  const empty = t('complaints.report.empty');
  return (
    <>
      <FigureTable
        caption={t('complaints:report.byAgent')}
        headings={[t('complaints.report.agent'), ...score]}
        rows={r.byAgent.map((a) => ({
          key: a.agentId ?? 'none',
          cells: [
            <span dir="auto">{a.name ?? t('complaints:report.unassigned')}</span>,
            n(a.average),
            n(a.count),
          ],
        }))}
        empty={empty}
      />
      <FigureTable
        caption={t('complaints:report.byBranch')}
        headings={[t('complaints.report.branch'), ...score]}
        rows={r.byBranch.map((b) => ({
          key: String(b.branchId),
          cells: [b.name ? b.name[language] : t('complaints:report.noBranch'), n(b.average), n(b.count)],
        }))}
        empty={empty}
      />
      <FigureTable
        caption={t('complaints:report.byMonth')}
        headings={[t('complaints.report.month'), t('complaints:report.received'), ...score]}
        rows={r.byMonth.map((m) => ({
          key: m.month,
          cells: [<span dir="ltr">{m.month}</span>, n(m.received), n(m.average), n(m.count)],
        }))}
        empty={empty}
      />
    </>
  );
}
