import { StaffTicketRowSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../api/staff-api';
import { CsvLink } from '../shared/list-controls';
import { QueueDesk } from '../shared/queue-desk';
import { useQueueDesk } from '../shared/use-queue-desk';
import { TicketDetail } from './ticket-detail';
import { TICKET_FILTERS, TicketFilterBar } from './ticket-filters';
import { useTicketColumns } from './ticket-columns';
import { RegisterComplaint } from './register-complaint';
import { TicketsBulkBar } from './tickets-bulk-bar';
import { TicketViews } from './ticket-views';

const KEY = ['staff', 'tickets'];

/**
 * The support desk (and, with `escalated`, the escalation department's view): the queue on the
 * queue desk shell, nearest deadline first, bulk actions for those who may write, each ticket
 * opening under its row (Enter on a focused row, or its number).
 */
export function TicketsDesk({ escalated = false }: { escalated?: boolean }) {
  const { t } = useTranslation('staff');
  const canWrite = useStaffMe().data?.permissions.includes('tickets.write') ?? false;
  const base = escalated ? '/escalations' : '/tickets';
  const desk = useQueueDesk([...KEY, escalated], base, StaffTicketRowSchema, {
    defaultSort: 'targetAt',
    filters: TICKET_FILTERS,
  });
  const columns = useTicketColumns(desk.open, desk.toggle);
  const title = t(escalated ? 'tickets.escalationsTitle' : 'tickets.title');
  const bulk = canWrite && !escalated;
  return (
    <QueueDesk
      desk={desk}
      id="tickets-title"
      title={title}
      above={!escalated && <TicketViews age={desk.filters.age} />}
      filters={<TicketFilterBar filters={desk.filters} setFilter={desk.setFilter} escalated={escalated} />}
      // Each view exports from its own route: the escalation department's holds escalated tickets only.
      tools={<CsvLink href={`/api/staff${base}.csv?${desk.exportQuery}`} />}
      bulk={
        bulk && (
          <>
            <RegisterComplaint />
            <TicketsBulkBar selected={desk.selected} onDone={desk.clearSelection} />
          </>
        )
      }
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={bulk ? (r) => r.id : undefined}
      detail={(r) => desk.open === r.id && <TicketDetail id={r.id} base={base} />}
    />
  );
}

export function EscalationsDesk() {
  return <TicketsDesk escalated />;
}
