import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';
import type { ContactMessageView } from './api/messages';

/** The inbox's columns; the sender's name opens the message below its row. */
export function useContactColumns(open: string | null, setOpen: (id: string | null) => void) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return useMemo<TableColumn<ContactMessageView>[]>(
    () => [
      {
        id: 'name',
        header: t('contact.from'),
        sortField: 'name',
        cell: (m) => (
          <ExpandButton open={open === m.id} onToggle={() => setOpen(open === m.id ? null : m.id)}>
            <span dir="auto">{m.name}</span>
          </ExpandButton>
        ),
      },
      { id: 'email', header: t('contact.email'), sortField: 'email', dir: 'ltr', cell: (m) => m.email },
      {
        id: 'status',
        header: t('common.status'),
        sortField: 'status',
        cell: (m) => t(`contact.statuses.${m.status}`, { defaultValue: m.status }),
      },
      {
        id: 'createdAt',
        header: t('contact.received'),
        sortField: 'createdAt',
        cell: (m) => when(m.createdAt),
      },
    ],
    [t, when, open, setOpen],
  );
}
