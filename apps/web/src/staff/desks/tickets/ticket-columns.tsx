import type { StaffTicketRow } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';
import { TicketClock } from './ticket-clock';

/**
 * The queue's columns, in staff wording. The sortable ones are the server's sort names
 * (TICKET_SORTABLE): the deadline, submission, status and name.
 */
export function useTicketColumns(open: string | null, toggle: (id: string) => void) {
  const { t } = useTranslation(['staff', 'tickets']);
  const when = useFormatDateTime();
  return useMemo<TableColumn<StaffTicketRow>[]>(
    () => [
      {
        id: 'id',
        header: t('tickets.columns.id'),
        cell: (r) => (
          <ExpandButton dir="ltr" open={open === r.id} onToggle={() => toggle(r.id)}>
            {r.id}
          </ExpandButton>
        ),
      },
      { id: 'name', header: t('tickets.columns.name'), sortField: 'name', dir: 'auto', cell: (r) => r.name },
      {
        id: 'requestType',
        header: t('tickets.columns.requestType'),
        cell: (r) => t(`tickets:support.requestTypes.${r.requestType}`, { defaultValue: r.requestType }),
      },
      {
        id: 'status',
        header: t('tickets.columns.status'),
        sortField: 'status',
        cell: (r) => t(`tickets.statuses.${r.status}`),
      },
      {
        id: 'createdAt',
        header: t('tickets.columns.createdAt'),
        sortField: 'createdAt',
        cell: (r) => when(r.createdAt),
      },
      {
        id: 'targetAt',
        header: t('tickets.columns.targetAt'),
        sortField: 'targetAt',
        cell: (r) => (
          <span className="flex flex-wrap items-center gap-2">
            {when(r.targetAt)} <TicketClock targetAt={r.targetAt} status={r.status} />
          </span>
        ),
      },
      {
        id: 'assignee',
        header: t('tickets.columns.assignee'),
        cell: (r) => (r.assigneeName ? <span dir="auto">{r.assigneeName}</span> : t('tickets.unassigned')),
      },
      {
        id: 'language',
        header: t('tickets.columns.language'),
        cell: (r) => t(`tickets.languages.${r.language}`),
      },
    ],
    [t, when, open, toggle],
  );
}
