import { ContactMessageViewSchema, type ContactBulkHandled } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** The messages list's key (the list itself comes from the shared server list). */
export const CONTACT_KEY = ['staff', 'contact'] as const;
export const CONTACT_LIST_PATH = '/contact-messages';
export type ContactMessageView = z.infer<typeof ContactMessageViewSchema>;

const UpdatedSchema = z.object({ updated: z.number() });

export const markHandled = (id: string, handled: boolean) =>
  staffCall(ContactMessageViewSchema, `/contact-messages/${id}/handled`, {
    method: 'POST',
    body: { handled },
  });

export const markManyHandled = (body: ContactBulkHandled) =>
  staffCall(UpdatedSchema, '/contact-messages/handled', { method: 'POST', body });

/** One message handled or back to new; the list refreshes. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_KEY }),
  });
}

/** The selected messages handled at once (one audit entry each, on the server). */
export function useMarkManyHandled(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markManyHandled({ ids, handled: true }),
    onSuccess: () => {
      onDone();
      return queryClient.invalidateQueries({ queryKey: CONTACT_KEY });
    },
  });
}
