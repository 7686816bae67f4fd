import { useTranslation } from 'react-i18next';
import { useAlertCounts } from './api/rates';

/** The branch's active visitor alerts per currency: counts only, never who set them (ADR 2502). */
export function AlertCounts({ branch }: { branch: number }) {
  const { t } = useTranslation('staff');
  const counts = useAlertCounts();
  const rows = counts.data?.items.filter((i) => i.branch === branch) ?? [];
  return (
    <section aria-labelledby="alert-counts-title">
      <h2 id="alert-counts-title" className="mb-1 text-lg font-bold">
        {t('rateAlerts.title')}
      </h2>
      <p className="mb-2 text-sm text-slate-700">{t('rateAlerts.intro')}</p>
      {counts.isSuccess && rows.length === 0 ? (
        <p className="text-sm">{t('rateAlerts.empty')}</p>
      ) : (
        <table className="w-full bg-white text-sm">
          <thead>
            <tr className="bg-slate-100">
              {(['staff.currency', 'staff.targets', 'staff.digests'] as const).map((key) => (
                <th key={key} scope="col" className="p-2 text-start">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.currency} className="border-t border-slate-200">
                <td className="p-2">{r.currency}</td>
                <td className="p-2">{r.targets}</td>
                <td className="p-2">{r.digests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
