import { EINVOICE_REPORT_STATUSES, EinvoiceRowSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { StatusFilter } from '../shared/list-controls';
import { QueueDesk } from '../shared/queue-desk';
import { useQueueDesk } from '../shared/use-queue-desk';
import { FINANCE_KEY } from './api/einvoices';
import { OverdueBanner } from './overdue-banner';
import { InvoiceMessages } from './invoice-messages';
import { useInvoiceColumns } from './invoice-columns';

const FILTERS = { status: '' };

/**
 * E-invoices and their reporting to ZATCA (issue 24, ADR 2402): by status on the queue desk shell
 * (keyset paging, ADR 2202), ZATCA's messages under a row, a retry, and the 20-hour alert.
 */
export function FinanceDesk() {
  const { t } = useTranslation('staff');
  const desk = useQueueDesk(FINANCE_KEY, '/einvoices', EinvoiceRowSchema, {
    defaultSort: '-issuedAt',
    filters: FILTERS,
  });
  const columns = useInvoiceColumns(desk.open, desk.toggle);
  return (
    <QueueDesk
      desk={desk}
      id="finance-title"
      title={t('finance.title')}
      above={<OverdueBanner />}
      filters={
        <StatusFilter
          value={desk.filters.status}
          onChange={(value) => desk.setFilter('status', value)}
          options={EINVOICE_REPORT_STATUSES.map((value) => ({
            value,
            label: t(`finance.statuses.${value}`),
          }))}
        />
      }
      columns={columns}
      rowId={(row) => row.uuid}
      detail={(row) => desk.open === row.uuid && <InvoiceMessages invoice={row} />}
    />
  );
}
