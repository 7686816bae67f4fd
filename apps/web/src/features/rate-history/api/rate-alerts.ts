import {
  OtpSentSchema,
  RateAlertCreatedSchema,
  RateAlertListSchema,
  RateAlertSettingsSchema,
  RateAlertStopViewSchema,
  type RateAlertFormInput,
  type RateAlertPhoneInput,
} from '@waha/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The alert calls (issue 25): every one a POST body, so no phone or code reaches an address. */
export function useAlertSettings() {
  return useQuery({
    queryKey: ['rate-alert-settings'],
    queryFn: async () => RateAlertSettingsSchema.parse(await apiGet('/rate-alerts/settings')),
    staleTime: Infinity,
  });
}

/** The form as typed: the server parses the visitor's own input with the same schema. */
export function useRequestAlertCode() {
  return useMutation({
    mutationFn: async (form: RateAlertFormInput) =>
      OtpSentSchema.parse(await apiPost('/rate-alerts/code', form)),
  });
}

export function useConfirmAlert() {
  return useMutation({
    mutationFn: async (body: { form: RateAlertFormInput; code: string }) =>
      RateAlertCreatedSchema.parse(await apiPost('/rate-alerts/confirm', body)),
  });
}

export function useRequestListCode() {
  return useMutation({
    mutationFn: async (body: RateAlertPhoneInput) =>
      OtpSentSchema.parse(await apiPost('/rate-alerts/mine/code', body)),
  });
}

export function useListAlerts() {
  return useMutation({
    mutationFn: async (body: { phone: string; code: string }) =>
      RateAlertListSchema.parse(await apiPost('/rate-alerts/mine', body)),
  });
}

export function useStopCheck(token: string | null) {
  return useQuery({
    queryKey: ['rate-alert-stop', token],
    queryFn: async () => RateAlertStopViewSchema.parse(await apiPost('/rate-alerts/stop/check', { token })),
    enabled: token !== null,
    retry: false,
  });
}

export function useStopAlert() {
  return useMutation({
    mutationFn: async (token: string) =>
      RateAlertStopViewSchema.parse(await apiPost('/rate-alerts/stop', { token })),
  });
}
