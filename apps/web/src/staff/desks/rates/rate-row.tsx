import type { RateEdit, StaffRateRowSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/use-staff-format';

export type RateRowData = z.infer<typeof StaffRateRowSchema>;
export type RateField = 'ratePurchase' | 'rateSale';

/** One currency: buy and sell editable in place (the draft, else the saved value), saved on its own. */
export function RateRow(props: {
  row: RateRowData;
  value: (field: RateField) => string;
  onEdit: (field: RateField, next: string) => void;
  changed: boolean;
  error?: string;
  busy: boolean;
  onSave: (edit: RateEdit) => void;
}) {
  const { row, value, error } = props;
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const save = () =>
    props.onSave({
      currency: row.currency,
      ratePurchase: value('ratePurchase'),
      rateSale: value('rateSale'),
      popr: row.popr as '*' | '/',
    });
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="p-2 text-start">
        {row.currency}
        {error && (
          <p role="alert" className="font-normal text-red-700">
            {error}
          </p>
        )}
      </th>
      {(['ratePurchase', 'rateSale'] as const).map((field) => (
        <td key={field} className="p-2">
          <input
            aria-label={`${row.currency} ${t(field === 'ratePurchase' ? 'rates.buy' : 'rates.sell')}`}
            aria-invalid={Boolean(error)}
            inputMode="decimal"
            dir="ltr"
            value={value(field)}
            onChange={(e) => props.onEdit(field, e.target.value)}
            className="w-28 rounded border border-slate-300 p-1"
          />
        </td>
      ))}
      <td className="p-2" dir="ltr">
        {row.popr}
      </td>
      <td className="p-2">{when(row.updatedAt)}</td>
      <td className="p-2">
        <Button variant="secondary" disabled={!props.changed} busy={props.busy} onClick={save}>
          {t('rates.saveRow', { currency: row.currency })}
        </Button>
      </td>
    </tr>
  );
}
