import { AssigneeSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** The colleagues tickets may be given to (active, holding the tickets permission). */
export function useTicketAssignees(enabled = true) {
  return useQuery({
    queryKey: ['staff', 'ticket-assignees'],
    queryFn: () => staffCall(z.array(AssigneeSchema), '/tickets/assignees'),
    staleTime: 5 * 60_000,
    enabled,
  });
}
