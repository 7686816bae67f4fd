import { StaffNotificationsSchema } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../api/staff-api';

const KEY = ['staff', 'notifications'] as const;

/** My notifications not yet dismissed; read again every minute, as often as the clock runs. */
export function useNotifications() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => staffCall(StaffNotificationsSchema, '/me/notifications'),
    refetchInterval: 60_000,
  });
}

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffCall(z.null(), `/me/notifications/${id}/dismiss`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
