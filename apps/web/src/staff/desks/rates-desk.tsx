import {
  BRANCH_IDS,
  parseRatesTable,
  RateHistoryEntrySchema,
  RatesUpdateSchema,
  StaffRateRowSchema,
  type RateEdit,
} from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextAreaField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/use-error-message';
import { staffCall } from '../api/staff-api';
import { useFormatDateTime } from '../format';

const Rows = z.object({ items: z.array(StaffRateRowSchema) });
const History = z.object({ items: z.array(RateHistoryEntrySchema), total: z.number() });
type Row = z.infer<typeof StaffRateRowSchema>;

/** The rates desk: a branch's table, edit a row or paste a table, checks, history. */
export function RatesDesk() {
  const { t } = useTranslation(['staff', 'calculator']);
  const errorMessage = useErrorMessage();
  const when = useFormatDateTime();
  const queryClient = useQueryClient();
  const branchId = useId();
  const [branch, setBranch] = useState<number>(BRANCH_IDS[0]);
  const [drafts, setDrafts] = useState<Record<string, { ratePurchase: string; rateSale: string }>>({});
  const [confirm, setConfirm] = useState(false);
  const [paste, setPaste] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const rows = useQuery({
    queryKey: ['staff', 'rates', branch],
    queryFn: () => staffCall(Rows, `/rates/${branch}`),
  });
  const history = useQuery({
    queryKey: ['staff', 'rates', branch, 'history'],
    queryFn: () => staffCall(History, `/rates/${branch}/history`, { query: { pageSize: 20 } }),
  });

  const save = useMutation({
    mutationFn: (rates: RateEdit[]) => {
      const body = RatesUpdateSchema.parse({ rates, confirmLargeChange: confirm });
      return staffCall(z.object({ changed: z.number() }), `/rates/${branch}`, { method: 'PUT', body });
    },
    onMutate: () => {
      setNotice(null);
      setRowErrors({});
    },
    onSuccess: async (result) => {
      setNotice({ tone: 'success', text: t('rates.changed', { count: result.changed }) });
      setDrafts({});
      setPaste('');
      setConfirm(false);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'rates', branch] });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setRowErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [
              field.replace(/^rates\./, ''),
              messages[0] ?? '',
            ]),
          ),
        );
      }
      setNotice({
        tone: 'error',
        text:
          error instanceof z.ZodError ? t('errors.validation_failed', { ns: 'common' }) : errorMessage(error),
      });
    },
  });

  const value = (row: Row, field: 'ratePurchase' | 'rateSale') => drafts[row.currency]?.[field] ?? row[field];
  const edit = (row: Row, field: 'ratePurchase' | 'rateSale', next: string) =>
    setDrafts((d) => ({
      ...d,
      [row.currency]: {
        ratePurchase: value(row, 'ratePurchase'),
        rateSale: value(row, 'rateSale'),
        [field]: next,
      },
    }));
  const savePaste = () => {
    const { rows: parsed, badLines } = parseRatesTable(paste);
    if (badLines.length)
      return setNotice({ tone: 'error', text: t('rates.badLines', { lines: badLines.join(', ') }) });
    save.mutate(parsed as RateEdit[]);
  };

  return (
    <section aria-labelledby="rates-title" className="flex flex-col gap-6">
      <h1 id="rates-title" className="text-2xl font-bold text-brand-dark">
        {t('rates.title')}
      </h1>
      <div className="flex flex-col gap-1">
        <label htmlFor={branchId} className="text-sm font-medium">
          {t('rates.branch')}
        </label>
        <select
          id={branchId}
          value={branch}
          onChange={(e) => {
            setBranch(Number(e.target.value));
            setDrafts({});
          }}
          className="max-w-xs rounded border border-slate-300 bg-white p-2"
        >
          {BRANCH_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`branch.names.${id}`, { ns: 'calculator' })}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
        {t('rates.confirm')}
      </label>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="bg-slate-100 text-start">
              <th scope="col" className="p-2 text-start">
                {t('rates.currency')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.buy')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.sell')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.popr')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.updated')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.data?.items.map((row) => (
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
                    busy={save.isPending}
                    onClick={() =>
                      save.mutate([
                        {
                          currency: row.currency,
                          ratePurchase: value(row, 'ratePurchase'),
                          rateSale: value(row, 'rateSale'),
                          popr: row.popr as '*' | '/',
                        },
                      ])
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
      <div className="flex flex-col gap-2 rounded bg-white p-4 shadow-sm">
        <TextAreaField
          label={t('rates.paste')}
          hint={t('rates.pasteHint')}
          dir="ltr"
          value={paste}
          onChange={(e) => setPaste(e.target.value)}
        />
        <Button className="self-start" disabled={!paste.trim()} busy={save.isPending} onClick={savePaste}>
          {t('rates.pasteSubmit')}
        </Button>
      </div>
      <section aria-labelledby="rate-history-title">
        <h2 id="rate-history-title" className="mb-2 text-lg font-bold">
          {t('rates.history')}
        </h2>
        <table className="w-full bg-white text-sm">
          <thead>
            <tr className="bg-slate-100">
              <th scope="col" className="p-2 text-start">
                {t('common.when')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('common.who')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.currency')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.before')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('rates.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.data?.items.map((h, i) => (
              <tr key={`${h.changedAt}-${h.currency}-${i}`} className="border-t border-slate-200">
                <td className="p-2">{when(h.changedAt)}</td>
                <td className="p-2">{h.staff}</td>
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
    </section>
  );
}

function summary(json: string | null): string {
  if (!json) return '—';
  const value = JSON.parse(json) as { ratePurchase: string; rateSale: string; popr: string };
  return `${value.ratePurchase} / ${value.rateSale} (${value.popr})`;
}
