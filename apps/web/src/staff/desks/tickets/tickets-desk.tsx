import { StaffTicketRowSchema } from '@waha/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../api/staff-api';
import { DataTable } from '../shared/data-table';
import { CsvLink } from '../shared/list-controls';
import { queryOf, useUrlFilters } from '../shared/use-url-filters';
import { useServerList } from '../shared/use-server-list';
import { TicketDetail } from './ticket-detail';
import { TICKET_FILTERS, TicketFilterBar } from './ticket-filters';
import { useTicketColumns } from './ticket-columns';
import { RegisterComplaint } from './register-complaint';
import { TicketsBulkBar } from './tickets-bulk-bar';
import { TicketViews } from './ticket-views';

const KEY = ['staff', 'tickets'];

/**
 * The support desk (and, with `escalated`, the escalation department's view): the queue on the
 * shared table, nearest deadline first, filters in the address, bulk actions for those who may
 * write, each ticket opening under its row (Enter on a focused row, or its number).
 */
export function TicketsDesk({ escalated = false }: { escalated?: boolean }) {
  const { t } = useTranslation('tickets');
  const canWrite = useStaffMe().data?.permissions.includes('tickets.write') ?? false;
  const [filters, setFilter] = useUrlFilters(TICKET_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => setOpen((now) => (now === id ? null : id)), []);
  const { table, exportQuery } = useServerList(
    [...KEY, escalated],
    escalated ? '/escalations' : '/tickets',
    StaffTicketRowSchema,
    {
      defaultSort: 'targetAt',
      filters: queryOf(filters),
    },
  );
  const columns = useTicketColumns(open, toggle);
  const title = t(escalated ? 'desk.escalationsTitle' : 'desk.title');
  // Each view exports from its own route: the escalation department's holds escalated tickets only.
  const csv = `/api/staff/${escalated ? 'escalations' : 'tickets'}.csv?${exportQuery}`;
  return (
    <section aria-labelledby="tickets-title" className="flex flex-col gap-4">
      <h1 id="tickets-title" className="text-2xl font-bold text-brand-dark">
        {title}
      </h1>
      {!escalated && <TicketViews age={filters.age} />}
      <TicketFilterBar filters={filters} setFilter={setFilter} escalated={escalated} />
      <div>
        <CsvLink href={csv} />
      </div>
      {canWrite && !escalated && <RegisterComplaint />}
      {canWrite && !escalated && <TicketsBulkBar selected={selected} onDone={() => setSelected(new Set())} />}
      <DataTable
        caption={title}
        columns={columns}
        rowId={(r) => r.id}
        {...table}
        selection={
          canWrite && !escalated ? { selected, onChange: setSelected, rowLabel: (r) => r.id } : undefined
        }
        detail={(r) =>
          open === r.id && <TicketDetail id={r.id} base={escalated ? '/escalations' : '/tickets'} />
        }
        onOpen={(r) => toggle(r.id)}
      />
    </section>
  );
}

export function EscalationsDesk() {
  return <TicketsDesk escalated />;
}
