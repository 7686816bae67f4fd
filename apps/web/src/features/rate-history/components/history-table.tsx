import { formatDateTime, formatNumber, type Language, type RateHistoryPoint } from '@waha/shared';
import { useTranslation } from 'react-i18next';

/** The chart's points as a table, newest first: for screen readers, and for copying. */
export function HistoryTable({
  points,
  caption,
  language,
}: {
  points: RateHistoryPoint[];
  caption: string;
  language: Language;
}) {
  const { t } = useTranslation('rate-history');
  return (
    // A year is 82 rows: the table scrolls in its own box, which keyboards can reach (tabIndex).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="w-full text-start text-sm">
        <caption className="p-2 text-start font-semibold">{caption}</caption>
        <thead className="sticky top-0 bg-brand-light text-slate-800">
          <tr>
            <th scope="col" className="p-2 text-start">
              {t('table.time')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('buy')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('sell')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.at} className="border-t border-slate-100">
              <th scope="row" className="p-2 text-start font-normal">
                {formatDateTime(p.at, language)}
              </th>
              <td className="p-2 tabular-nums">{formatNumber(p.buy, language)}</td>
              <td className="p-2 tabular-nums">{formatNumber(p.sell, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
