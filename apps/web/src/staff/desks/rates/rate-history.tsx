import { useTranslation } from 'react-i18next';
import { useRateHistory } from './api/rates';
import { useFormatDateTime } from '../../../lib/use-staff-format';

/** The branch's latest rate changes: who, when, before and after. */
export function RateHistory({ branch }: { branch: number }) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const history = useRateHistory(branch);
  const headers = ['common.when', 'common.who', 'rates.currency', 'rates.before', 'rates.after'];
  return (
    <section aria-labelledby="rate-history-title">
      <h2 id="rate-history-title" className="mb-2 text-lg font-bold">
        {t('rates.history')}
      </h2>
      <table className="w-full bg-white text-sm">
        <thead>
          <tr className="bg-slate-100">
            {headers.map((key) => (
              <th key={key} scope="col" className="p-2 text-start">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.data?.items.map((h, i) => (
            <tr key={`${h.changedAt}-${h.currency}-${i}`} className="border-t border-slate-200">
              <td className="p-2">{when(h.changedAt)}</td>
              <td className="p-2">{h.staff === null ? t('rates.seededHistory') : <bdi>{h.staff}</bdi>}</td>
              <td className="p-2">{h.currency}</td>
              <td className="p-2" dir="ltr">
                {summary(h.before)}
              </td>
              <td className="p-2" dir="ltr">
                {summary(h.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function summary(json: string | null): string {
  if (!json) return '—';
  const value = JSON.parse(json) as { ratePurchase: string; rateSale: string; popr: string };
  return `${value.ratePurchase} / ${value.rateSale} (${value.popr})`;
}
