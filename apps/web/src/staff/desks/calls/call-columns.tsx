import type { CallRequestView } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';

/** The call-back queue's columns; the sortable ones are the server's (CALL_SORTABLE). */
export function useCallColumns(open: string | null, toggle: (id: string) => void) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return useMemo<TableColumn<CallRequestView>[]>(
    () => [
      {
        id: 'name',
        header: t('calls.columns.name'),
        sortField: 'name',
        cell: (c) => (
          <ExpandButton open={open === c.id} onToggle={() => toggle(c.id)}>
            <span dir="auto">{c.name}</span>
          </ExpandButton>
        ),
      },
      {
        id: 'phone',
        header: t('calls.columns.phone'),
        dir: 'ltr',
        cell: (c) => (
          <a href={`tel:${c.phone}`} className="text-brand underline underline-offset-4">
            {c.phone}
          </a>
        ),
      },
      {
        id: 'language',
        header: t('calls.columns.language'),
        cell: (c) => t(`calls.languages.${c.language}`),
      },
      {
        id: 'status',
        header: t('calls.columns.status'),
        sortField: 'status',
        cell: (c) => t(`calls.statuses.${c.status}`),
      },
      {
        id: 'createdAt',
        header: t('calls.columns.createdAt'),
        sortField: 'createdAt',
        cell: (c) => when(c.createdAt),
      },
      {
        id: 'assignee',
        header: t('calls.columns.assignee'),
        cell: (c) => (c.assigneeName ? <span dir="auto">{c.assigneeName}</span> : t('calls.unassigned')),
      },
    ],
    [t, when, open, toggle],
  );
}
