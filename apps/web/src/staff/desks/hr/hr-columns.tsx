import type { HrApplicationRow } from '@waha/shared';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';

/**
 * The applications table's columns; the applicant's name opens the application. `returnTo` names
 * the application just closed: its button takes the focus when the list shows it again.
 */
export function useHrColumns(setOpen: (id: string) => void, returnTo: RefObject<string | null>) {
  const { t } = useTranslation(['staff', 'hr']);
  const when = useFormatDateTime();
  return useMemo<TableColumn<HrApplicationRow>[]>(
    () => [
      {
        id: 'fullName',
        header: t('hr.name'),
        sortField: 'fullName',
        cell: (row) => (
          <button
            type="button"
            ref={(button) => {
              if (button && returnTo.current === row.id) {
                returnTo.current = null;
                button.focus();
              }
            }}
            dir="auto"
            onClick={() => setOpen(row.id)}
            className="text-start font-semibold text-brand underline underline-offset-4"
          >
            {row.fullName}
          </button>
        ),
      },
      {
        id: 'reference',
        header: t('hr.reference'),
        sortField: 'reference',
        dir: 'ltr',
        cell: (r) => r.reference,
      },
      {
        id: 'program',
        header: t('hr.program'),
        sortField: 'program',
        cell: (r) => t(`hr:program.${r.program}`),
      },
      {
        id: 'position',
        header: t('hr.position'),
        sortField: 'position',
        dir: 'auto',
        cell: (r) => r.position,
      },
      { id: 'status', header: t('hr.status'), sortField: 'status', cell: (r) => t(`hr:status.${r.status}`) },
      { id: 'createdAt', header: t('hr.received'), sortField: 'createdAt', cell: (r) => when(r.createdAt) },
    ],
    [t, when, setOpen, returnTo],
  );
}
