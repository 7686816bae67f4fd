import { CALL_STATUSES, CallRequestViewSchema } from '@waha/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { DataTable } from '../shared/data-table';
import { CsvLink, StatusFilter } from '../shared/list-controls';
import { queryOf, useUrlFilters } from '../shared/use-url-filters';
import { useServerList } from '../shared/use-server-list';
import { CallDetail } from './call-detail';
import { useCallColumns } from './call-columns';
import { CallsBulkBar } from './calls-bulk-bar';

const KEY = ['staff', 'calls'];
/** Waiting calls first: the queue opens on `new`, oldest first. */
const FILTERS = { status: 'new', q: '' };

/**
 * The call-back queue (PRODUCT.md section 14, role `support`) on the shared table: filters in the
 * address, server sort and paging, bulk assign and outcome, CSV; a row opens with Enter.
 */
export function CallsDesk() {
  const { t } = useTranslation('desk-calls');
  const [filters, setFilter] = useUrlFilters(FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => setOpen((now) => (now === id ? null : id)), []);
  const { table, exportQuery } = useServerList(KEY, '/call-requests', CallRequestViewSchema, {
    defaultSort: 'createdAt',
    filters: queryOf(filters),
  });
  const columns = useCallColumns(open, toggle);
  return (
    <section aria-labelledby="calls-title" className="flex flex-col gap-4">
      <h1 id="calls-title" className="text-2xl font-bold text-brand-dark">
        {t('title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
          options={CALL_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        <TextField
          label={t('search')}
          type="search"
          value={filters.q}
          onChange={(e) => setFilter('q', e.target.value)}
        />
        <CsvLink href={`/api/staff/call-requests.csv?${exportQuery}`} />
      </div>
      <CallsBulkBar selected={selected} rows={table.rows} onDone={() => setSelected(new Set())} />
      <DataTable
        caption={t('title')}
        columns={columns}
        rowId={(c) => c.id}
        {...table}
        selection={{ selected, onChange: setSelected, rowLabel: (c) => c.name }}
        detail={(c) => open === c.id && <CallDetail call={c} />}
        onOpen={(c) => toggle(c.id)}
      />
    </section>
  );
}
