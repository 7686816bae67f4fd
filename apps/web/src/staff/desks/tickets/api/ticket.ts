import { StaffTicketSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

export const ticketKey = (id: string) => ['staff', 'ticket', id] as const;

/** One ticket as an officer sees it: facts, files, notes and its thread in time order. */
export function useTicket(id: string) {
  return useQuery({ queryKey: ticketKey(id), queryFn: () => staffCall(StaffTicketSchema, `/tickets/${id}`) });
}
