import { StaffTicketSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

/** Where a desk reads one ticket: the support desk's routes, or the escalation department's own. */
export type TicketBase = '/tickets' | '/escalations';

export const ticketKey = (id: string, base: TicketBase = '/tickets') =>
  ['staff', 'ticket', base, id] as const;

/** One ticket as an officer sees it: facts, files, notes and its thread in time order. */
export function useTicket(id: string, base: TicketBase = '/tickets') {
  return useQuery({
    queryKey: ticketKey(id, base),
    queryFn: () => staffCall(StaffTicketSchema, `${base}/${id}`),
  });
}
