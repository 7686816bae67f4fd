import { EinvoiceAlertSchema, EinvoiceRowSchema } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

export const FINANCE_KEY = ['staff', 'einvoices'] as const;

/** How many invoices are past the 20-hour alert (the desk's banner). */
export function useEinvoiceAlert() {
  return useQuery({
    queryKey: [...FINANCE_KEY, 'alert'],
    queryFn: () => staffCall(EinvoiceAlertSchema, '/einvoices/alert'),
  });
}

/** Queues one invoice's report again; the list and the banner refresh. */
export function useRetryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      staffCall(EinvoiceRowSchema, `/einvoices/${uuid}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCE_KEY }),
  });
}
