import type { StaffFormSubmission } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';

/** The submissions table's columns; the customer's name opens the submission below its row. */
export function useSubmissionColumns(open: string | null, setOpen: (id: string | null) => void) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const when = useFormatDateTime();
  return useMemo<TableColumn<StaffFormSubmission>[]>(
    () => [
      {
        id: 'customer',
        header: t('forms.customer'),
        cell: (s) => (
          <ExpandButton
            open={open === s.clientFormId}
            onToggle={() => setOpen(open === s.clientFormId ? null : s.clientFormId)}
          >
            <bdi>{s.customerName}</bdi>
          </ExpandButton>
        ),
      },
      {
        id: 'nationalId',
        header: t('forms.nationalId'),
        sortField: 'nationalId',
        dir: 'ltr',
        cell: (s) => s.nationalId,
      },
      { id: 'form', header: t('forms.form'), sortField: 'formId', cell: (s) => s.formTitle[language] },
      {
        id: 'status',
        header: t('common.status'),
        sortField: 'status',
        cell: (s) => t(`forms.statuses.${s.status}`),
      },
      {
        id: 'completedAt',
        header: t('forms.completed'),
        sortField: 'completedAt',
        cell: (s) => when(s.completedAt),
      },
    ],
    [t, language, when, open, setOpen],
  );
}
