import { REQUEST_STATUSES, RemittanceRequestViewSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { CsvLink, StatusFilter } from '../shared/list-controls';
import { QueueDesk } from '../shared/queue-desk';
import { useQueueDesk } from '../shared/use-queue-desk';
import { REQUESTS_LIST_PATH } from './api/requests';
import { RequestDetail } from './request-detail';
import { RequestsBulkBar } from './requests-bulk-bar';
import { useRequestColumns } from './request-columns';

const KEY = ['staff', 'requests'];
const FILTERS = { status: '' };

/** The remittance requests desk: a queue filtered by status, bulk actions, one request's workflow. */
export function RequestsDesk() {
  const { t } = useTranslation('staff');
  const desk = useQueueDesk(KEY, REQUESTS_LIST_PATH, RemittanceRequestViewSchema, {
    defaultSort: '-createdAt',
    filters: FILTERS,
  });
  const columns = useRequestColumns(desk.open, desk.setOpen);
  return (
    <QueueDesk
      desk={desk}
      id="requests-title"
      title={t('requests.title')}
      filters={
        <StatusFilter
          value={desk.filters.status}
          onChange={(value) => desk.setFilter('status', value)}
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
        />
      }
      tools={<CsvLink href={`/api/staff${REQUESTS_LIST_PATH}.csv?${desk.exportQuery}`} />}
      bulk={<RequestsBulkBar selected={desk.selected} onDone={desk.clearSelection} />}
      columns={columns}
      rowId={(r) => r.reference}
      rowLabel={(r) => r.reference}
      detail={(r) => desk.open === r.reference && <RequestDetail reference={r.reference} />}
    />
  );
}
