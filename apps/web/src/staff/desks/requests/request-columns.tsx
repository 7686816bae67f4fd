import type { RemittanceRequestViewSchema } from '@waha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { ExpandButton } from '../shared/list-controls';

type RequestView = z.infer<typeof RemittanceRequestViewSchema>;

/** The queue's columns; the reference opens the request's workflow below its row. */
export function useRequestColumns(open: string | null, setOpen: (reference: string | null) => void) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return useMemo<TableColumn<RequestView>[]>(
    () => [
      {
        id: 'reference',
        header: t('requests.reference'),
        sortField: 'reference',
        cell: (r) => (
          <ExpandButton
            dir="ltr"
            open={open === r.reference}
            onToggle={() => setOpen(open === r.reference ? null : r.reference)}
          >
            {r.reference}
          </ExpandButton>
        ),
      },
      {
        id: 'service',
        header: t('requests.service'),
        sortField: 'service',
        cell: (r) => t(`requests.services.${r.service}`, { defaultValue: r.service }),
      },
      {
        id: 'status',
        header: t('common.status'),
        sortField: 'status',
        cell: (r) => t(`requests.statuses.${r.status}`, { defaultValue: r.status }),
      },
      {
        id: 'createdAt',
        header: t('requests.created'),
        sortField: 'createdAt',
        cell: (r) => when(r.createdAt),
      },
      {
        id: 'updatedAt',
        header: t('requests.updated'),
        sortField: 'updatedAt',
        cell: (r) => when(r.updatedAt),
      },
    ],
    [t, when, open, setOpen],
  );
}
