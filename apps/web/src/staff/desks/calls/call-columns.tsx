import type { CallRequestView } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';

/** The call-back queue's columns; the sortable ones are the server's (CALL_SORTABLE). */
export function useCallColumns(open: string | null, toggle: (id: string) => void) {
  const { t } = useTranslation('desk-calls');
  const when = useFormatDateTime();
  return useMemo<TableColumn<CallRequestView>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortField: 'name',
        cell: (c) => (
          <ExpandButton open={open === c.id} onToggle={() => toggle(c.id)}>
            <span dir="auto">{c.name}</span>
          </ExpandButton>
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        dir: 'ltr',
        cell: (c) => (
          <a href={`tel:${c.phone}`} className="text-brand underline underline-offset-4">
            {c.phone}
          </a>
        ),
      },
      { id: 'language', header: t('columns.language'), cell: (c) => t(`languages.${c.language}`) },
      {
        id: 'status',
        header: t('columns.status'),
        sortField: 'status',
        cell: (c) => t(`statuses.${c.status}`),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortField: 'createdAt',
        cell: (c) => when(c.createdAt),
      },
      {
        id: 'assignee',
        header: t('columns.assignee'),
        cell: (c) => (c.assigneeName ? <span dir="auto">{c.assigneeName}</span> : t('unassigned')),
      },
    ],
    [t, when, open, toggle],
  );
}
