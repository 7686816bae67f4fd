import type { RateEdit } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { RateRow, type RateField, type RateRowData } from './rate-row';

export type RateDrafts = Record<string, Record<RateField, string>>;

const HEADERS = [
  'rates.currency',
  'rates.buy',
  'rates.sell',
  'rates.popr',
  'rates.updated',
  'common.actions',
];

/** A branch's rates, buy and sell editable in place; each row is saved on its own. */
export function RatesTable({
  rows,
  drafts,
  onDraftsChange,
  rowErrors,
  busy,
  onSaveRow,
}: {
  rows: readonly RateRowData[];
  drafts: RateDrafts;
  onDraftsChange: (update: (drafts: RateDrafts) => RateDrafts) => void;
  rowErrors: Record<string, string>;
  busy: boolean;
  onSaveRow: (edit: RateEdit) => void;
}) {
  const { t } = useTranslation('staff');
  const value = (row: RateRowData, field: RateField) => drafts[row.currency]?.[field] ?? row[field];
  const edit = (row: RateRowData, field: RateField, next: string) =>
    onDraftsChange((d) => ({
      ...d,
      [row.currency]: {
        ratePurchase: value(row, 'ratePurchase'),
        rateSale: value(row, 'rateSale'),
        [field]: next,
      },
    }));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="bg-slate-100 text-start">
            {HEADERS.map((key) => (
              <th key={key} scope="col" className="p-2 text-start">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <RateRow
              key={row.currency}
              row={row}
              value={(field) => value(row, field)}
              onEdit={(field, next) => edit(row, field, next)}
              changed={Boolean(drafts[row.currency])}
              error={rowErrors[row.currency]}
              busy={busy}
              onSave={onSaveRow}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
