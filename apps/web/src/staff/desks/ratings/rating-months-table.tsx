import { RATING_QUESTIONS } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { RatingSummary } from './api/summary';

/** Per month and branch: how many ratings and each question's average out of 5. */
export function RatingMonthsTable({
  months,
  nameOf,
}: {
  months?: RatingSummary['months'];
  nameOf: (id: number) => string;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const average = new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 });
  const headers = ['month', 'branch', 'count', ...RATING_QUESTIONS.map((q) => `questions.${q}`)];
  return (
    <div className="overflow-x-auto rounded bg-white shadow-sm print:hidden">
      <table className="w-full text-start text-sm">
        <caption className="p-3 text-start font-semibold">{t('ratings.tableCaption')}</caption>
        <thead className="bg-slate-100">
          <tr>
            {headers.map((key) => (
              <th key={key} scope="col" className="p-2 text-start">
                {t(`ratings.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months?.map((row) => (
            <tr key={`${row.month}-${row.branchId}`} className="border-t border-slate-200">
              <td className="p-2" dir="ltr">
                {row.month}
              </td>
              <td className="p-2">{nameOf(row.branchId)}</td>
              <td className="p-2">{row.count}</td>
              {RATING_QUESTIONS.map((question) => (
                <td key={question} className="p-2">
                  {average.format(row[question])} / 5
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {months?.length === 0 && <p className="p-3">{t('ratings.empty')}</p>}
    </div>
  );
}
