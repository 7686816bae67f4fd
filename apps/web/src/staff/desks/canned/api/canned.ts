import { CannedReplyPickListSchema, CannedReplySchema, type CannedReplyEdit } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** The desk list's key; the reply box's pick list sits under it, so a save refreshes both. */
export const CANNED_KEY = ['staff', 'canned-replies'] as const;
const PICK_KEY = [...CANNED_KEY, 'pick'] as const;

export const saveCanned = (id: string | null, body: CannedReplyEdit) =>
  staffCall(CannedReplySchema, id ? `/canned-replies/${id}` : '/canned-replies', {
    method: id ? 'PUT' : 'POST',
    body,
  });

export function useRemoveCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffCall(z.null(), `/canned-replies/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

/**
 * Every canned reply, for the picker in the reply box: from the support desk's area (tickets.read)
 * or the escalation department's (escalation.read), whichever desk the ticket is open in.
 */
export function useCannedPickList(base: '/tickets' | '/escalations' = '/tickets') {
  return useQuery({
    queryKey: [...PICK_KEY, base],
    queryFn: () => staffCall(CannedReplyPickListSchema, `${base}/canned-replies`),
    staleTime: 60_000,
  });
}
