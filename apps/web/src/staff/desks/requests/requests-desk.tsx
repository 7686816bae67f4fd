import { REQUEST_STATUSES, RemittanceRequestViewSchema } from '@waha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { RequestDetail } from './request-detail';
import { RequestsBulkBar } from './requests-bulk-bar';
import { DataTable, type TableColumn } from '../shared/data-table';
import { CsvLink, ExpandButton, StatusFilter } from '../shared/list-controls';
import { useServerList } from '../shared/use-server-list';

const KEY = ['staff', 'requests'];
type RequestView = z.infer<typeof RemittanceRequestViewSchema>;

/** The remittance requests desk: a queue filtered by status, bulk actions, one request's workflow. */
export function RequestsDesk() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const [status, setStatus] = useState<string>('');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { table, exportQuery } = useServerList(KEY, '/remittance-requests', RemittanceRequestViewSchema, {
    defaultSort: '-createdAt',
    filters: { status: status || undefined },
  });
  const columns = useMemo<TableColumn<RequestView>[]>(
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
    [t, when, open],
  );
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-4">
      <h1 id="requests-title" className="text-2xl font-bold text-brand-dark">
        {t('requests.title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setSelected(new Set());
          }}
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
        />
        <CsvLink href={`/api/staff/remittance-requests.csv?${exportQuery}`} />
      </div>
      <RequestsBulkBar selected={selected} onDone={() => setSelected(new Set())} />
      <DataTable
        caption={t('requests.title')}
        columns={columns}
        rowId={(r) => r.reference}
        {...table}
        selection={{ selected, onChange: setSelected, rowLabel: (r) => r.reference }}
        detail={(r) => open === r.reference && <RequestDetail reference={r.reference} />}
      />
    </section>
  );
}
