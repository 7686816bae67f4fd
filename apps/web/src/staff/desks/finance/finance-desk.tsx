import { EINVOICE_REPORT_STATUSES, EinvoiceRowSchema } from '@waha/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../shared/data-table';
import { StatusFilter } from '../shared/list-controls';
import { queryOf, useUrlFilters } from '../shared/use-url-filters';
import { useServerList } from '../shared/use-server-list';
import { FINANCE_KEY } from './api/einvoices';
import { OverdueBanner } from './overdue-banner';
import { InvoiceMessages } from './invoice-messages';
import { useInvoiceColumns } from './invoice-columns';

const FILTERS = { status: '' };

/**
 * E-invoices and their reporting to ZATCA (issue 24, ADR 2402): by status on the shared table
 * (keyset paging, ADR 2202), ZATCA's messages under a row, a retry, and the 20-hour alert.
 */
export function FinanceDesk() {
  const { t } = useTranslation('desk-finance');
  const [filters, setFilter] = useUrlFilters(FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpen((now) => (now === id ? null : id)), []);
  const { table } = useServerList(FINANCE_KEY, '/einvoices', EinvoiceRowSchema, {
    defaultSort: '-issuedAt',
    filters: queryOf(filters),
  });
  const columns = useInvoiceColumns(open, toggle);
  return (
    <section aria-labelledby="finance-title" className="flex flex-col gap-4">
      <h1 id="finance-title" className="text-2xl font-bold text-brand-dark">
        {t('title')}
      </h1>
      <OverdueBanner />
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
          options={EINVOICE_REPORT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        rowId={(row) => row.uuid}
        {...table}
        detail={(row) => open === row.uuid && <InvoiceMessages invoice={row} />}
        onOpen={(row) => toggle(row.uuid)}
      />
    </section>
  );
}
