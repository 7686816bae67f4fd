import { RateHistoryEntrySchema, type RateHistoryEntry } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { DataTable, type TableColumn } from '../shared/data-table';
import { useServerList } from '../shared/use-server-list';
import { rateHistoryPath, ratesKey } from './api/rates';

/** The branch's rate changes, newest first: who, when, before and after, paged by key. */
export function RateHistory({ branch }: { branch: number }) {
  const { t } = useTranslation('staff');
  const { table } = useServerList(
    [...ratesKey(branch), 'history'],
    rateHistoryPath(branch),
    RateHistoryEntrySchema,
    {
      defaultSort: '-changedAt',
    },
  );
  const columns = useHistoryColumns();
  return (
    <section aria-labelledby="rate-history-title" className="flex flex-col gap-2">
      <h2 id="rate-history-title" className="text-lg font-bold">
        {t('rates.history')}
      </h2>
      <DataTable caption={t('rates.history')} columns={columns} rowId={(h) => h.id} {...table} />
    </section>
  );
}

function useHistoryColumns() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return useMemo<TableColumn<RateHistoryEntry>[]>(
    () => [
      { id: 'changedAt', header: t('common.when'), sortField: 'changedAt', cell: (h) => when(h.changedAt) },
      {
        id: 'staff',
        header: t('common.who'),
        cell: (h) => (h.staff === null ? t('rates.seededHistory') : <bdi>{h.staff}</bdi>),
      },
      { id: 'currency', header: t('rates.currency'), cell: (h) => h.currency },
      { id: 'before', header: t('rates.before'), dir: 'ltr', cell: (h) => summary(h.before) },
      { id: 'after', header: t('rates.after'), dir: 'ltr', cell: (h) => summary(h.after) },
    ],
    [t, when],
  );
}

function summary(json: string | null): string {
  if (!json) return '—';
  const value = JSON.parse(json) as { ratePurchase: string; rateSale: string; popr: string };
  return `${value.ratePurchase} / ${value.rateSale} (${value.popr})`;
}
