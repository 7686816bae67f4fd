import { TicketFiguresSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

/** SAMA's complaint figures by month of submission. */
export function useTicketFigures() {
  return useQuery({
    queryKey: ['staff', 'ticket-figures'],
    queryFn: () => staffCall(TicketFiguresSchema, '/ticket-figures'),
  });
}
