import type { EinvoiceRow } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';

/** The finance desk's columns; the sortable ones are the server's (EINVOICE_SORTABLE). */
export function useInvoiceColumns(open: string | null, toggle: (id: string) => void) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return useMemo<TableColumn<EinvoiceRow>[]>(
    () => [
      {
        id: 'number',
        header: t('finance.columns.number'),
        dir: 'ltr',
        cell: (row) => (
          <ExpandButton open={open === row.uuid} onToggle={() => toggle(row.uuid)}>
            {row.number}
          </ExpandButton>
        ),
      },
      { id: 'kind', header: t('finance.columns.kind'), cell: (row) => t(`finance.kinds.${row.kind}`) },
      { id: 'icv', header: t('finance.columns.icv'), sortField: 'icv', cell: (row) => String(row.icv) },
      {
        id: 'issuedAt',
        header: t('finance.columns.issuedAt'),
        sortField: 'issuedAt',
        cell: (row) => when(row.issuedAt),
      },
      {
        id: 'status',
        header: t('finance.columns.status'),
        cell: (row) => (
          <span>
            {t(`finance.statuses.${row.status}`)}
            {row.overdue && <strong className="ms-2 text-red-700">{t('finance.late')}</strong>}
          </span>
        ),
      },
    ],
    [t, when, open, toggle],
  );
}
