import { AssigneeSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** The colleagues call-backs may be given to (active, holding the calls permission). */
export function useCallAssignees() {
  return useQuery({
    queryKey: ['staff', 'call-assignees'],
    queryFn: () => staffCall(z.array(AssigneeSchema), '/call-requests/assignees'),
    staleTime: 5 * 60_000,
  });
}
