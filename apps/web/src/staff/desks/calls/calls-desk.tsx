import { CALL_STATUSES, CallRequestViewSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { CsvLink, StatusFilter } from '../shared/list-controls';
import { QueueDesk } from '../shared/queue-desk';
import { useQueueDesk } from '../shared/use-queue-desk';
import { CallDetail } from './call-detail';
import { useCallColumns } from './call-columns';
import { CallsBulkBar } from './calls-bulk-bar';

const KEY = ['staff', 'calls'];
/** Waiting calls first: the queue opens on `new`, oldest first. */
const FILTERS = { status: 'new', q: '' };

/**
 * The call-back queue (PRODUCT.md section 14, role `support`) on the queue desk shell: server
 * sort and paging, bulk assign and outcome, CSV.
 */
export function CallsDesk() {
  const { t } = useTranslation('staff');
  const desk = useQueueDesk(KEY, '/call-requests', CallRequestViewSchema, {
    defaultSort: 'createdAt',
    filters: FILTERS,
  });
  const { filters, setFilter } = desk;
  const columns = useCallColumns(desk.open, desk.toggle);
  return (
    <QueueDesk
      desk={desk}
      id="calls-title"
      title={t('calls.title')}
      filters={
        <>
          <StatusFilter
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
            options={CALL_STATUSES.map((value) => ({ value, label: t(`calls.statuses.${value}`) }))}
          />
          <TextField
            label={t('calls.search')}
            type="search"
            value={filters.q}
            onChange={(e) => setFilter('q', e.target.value)}
          />
        </>
      }
      tools={<CsvLink href={`/api/staff/call-requests.csv?${desk.exportQuery}`} />}
      bulk={<CallsBulkBar selected={desk.selected} rows={desk.table.rows} onDone={desk.clearSelection} />}
      columns={columns}
      rowId={(c) => c.id}
      rowLabel={(c) => c.name}
      detail={(c) => desk.open === c.id && <CallDetail call={c} />}
    />
  );
}
