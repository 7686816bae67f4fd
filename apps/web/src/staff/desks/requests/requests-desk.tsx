import { REQUEST_STATUSES, RemittanceRequestViewSchema } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUESTS_LIST_PATH } from './api/requests';
import { RequestDetail } from './request-detail';
import { RequestsBulkBar } from './requests-bulk-bar';
import { DataTable } from '../shared/data-table';
import { CsvLink, StatusFilter } from '../shared/list-controls';
import { useRequestColumns } from './request-columns';
import { useServerList } from '../shared/use-server-list';

const KEY = ['staff', 'requests'];

/** The remittance requests desk: a queue filtered by status, bulk actions, one request's workflow. */
export function RequestsDesk() {
  const { t } = useTranslation('staff');
  const [status, setStatus] = useState<string>('');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { table, exportQuery } = useServerList(KEY, REQUESTS_LIST_PATH, RemittanceRequestViewSchema, {
    defaultSort: '-createdAt',
    filters: { status: status || undefined },
  });
  const columns = useRequestColumns(open, setOpen);
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
        <CsvLink href={`/api/staff${REQUESTS_LIST_PATH}.csv?${exportQuery}`} />
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
