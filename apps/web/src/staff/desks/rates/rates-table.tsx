import type { RateEdit, StaffRateRowSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/use-staff-format';

type Row = z.infer<typeof StaffRateRowSchema>;
type RateField = 'ratePurchase' | 'rateSale';
export type RateDrafts = Record<string, Record<RateField, string>>;

/** A branch's rates, buy and sell editable in place; each row is saved on its own. */
export function RatesTable({
  rows,
  drafts,
  onDraftsChange,
  rowErrors,
  busy,
  onSaveRow,
}: {
  rows: readonly Row[];
  drafts: RateDrafts;
  onDraftsChange: (update: (drafts: RateDrafts) => RateDrafts) => void;
  rowErrors: Record<string, string>;
  busy: boolean;
  onSaveRow: (edit: RateEdit) => void;
}) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const value = (row: Row, field: RateField) => drafts[row.currency]?.[field] ?? row[field];
  const edit = (row: Row, field: RateField, next: string) =>
    onDraftsChange((d) => ({
      ...d,
      [row.currency]: {
        ratePurchase: value(row, 'ratePurchase'),
        rateSale: value(row, 'rateSale'),
        [field]: next,
      },
    }));
  const headers = [
    'rates.currency',
    'rates.buy',
    'rates.sell',
    'rates.popr',
    'rates.updated',
    'common.actions',
  ];

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="bg-slate-100 text-start">
            {headers.map((key) => (
              <th key={key} scope="col" className="p-2 text-start">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.currency} className="border-t border-slate-200 align-top">
              <th scope="row" className="p-2 text-start">
                {row.currency}
                {rowErrors[row.currency] && (
                  <p role="alert" className="font-normal text-red-700">
                    {rowErrors[row.currency]}
                  </p>
                )}
              </th>
              {(['ratePurchase', 'rateSale'] as const).map((field) => (
                <td key={field} className="p-2">
                  <input
                    aria-label={`${row.currency} ${t(field === 'ratePurchase' ? 'rates.buy' : 'rates.sell')}`}
                    aria-invalid={Boolean(rowErrors[row.currency])}
                    inputMode="decimal"
                    dir="ltr"
                    value={value(row, field)}
                    onChange={(e) => edit(row, field, e.target.value)}
                    className="w-28 rounded border border-slate-300 p-1"
                  />
                </td>
              ))}
              <td className="p-2" dir="ltr">
                {row.popr}
              </td>
              <td className="p-2">{when(row.updatedAt)}</td>
              <td className="p-2">
                <Button
                  variant="secondary"
                  disabled={!drafts[row.currency]}
                  busy={busy}
                  onClick={() =>
                    onSaveRow({
                      currency: row.currency,
                      ratePurchase: value(row, 'ratePurchase'),
                      rateSale: value(row, 'rateSale'),
                      popr: row.popr as '*' | '/',
                    })
                  }
                >
                  {t('rates.saveRow', { currency: row.currency })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
