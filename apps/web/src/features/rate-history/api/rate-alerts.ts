import type { RateAlertFormInput, RateAlertPhoneInput } from '@waha/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

/**
 * The settings answer checked as RateAlertSettingsSchema checks it ({ digestTime: string }), by
 * hand: /rates/history asks for it while it loads, and its schema would bring zod with the page.
 */
function readSettings(data: unknown): { digestTime: string } {
  const digestTime = (data as { digestTime?: unknown } | null)?.digestTime;
  if (typeof digestTime !== 'string') throw new TypeError('malformed rate alert settings');
  return { digestTime };
}

/** The alert calls (issue 25): every one a POST body, so no phone or code reaches an address. */
export function useAlertSettings() {
  return useQuery({
    queryKey: ['rate-alert-settings'],
    queryFn: async () => readSettings(await apiGet('/rate-alerts/settings')),
    staleTime: Infinity,
  });
}

/** The form as typed: the server parses the visitor's own input with the same schema. */
export function useRequestAlertCode() {
  return useMutation({
    mutationFn: async (form: RateAlertFormInput) =>
      parseAnswer('rate-alerts', 'OtpSentSchema', await apiPost('/rate-alerts/code', form)),
  });
}

export function useConfirmAlert() {
  return useMutation({
    mutationFn: async (body: { form: RateAlertFormInput; code: string }) =>
      parseAnswer('rate-alerts', 'RateAlertCreatedSchema', await apiPost('/rate-alerts/confirm', body)),
  });
}

export function useRequestListCode() {
  return useMutation({
    mutationFn: async (body: RateAlertPhoneInput) =>
      parseAnswer('rate-alerts', 'OtpSentSchema', await apiPost('/rate-alerts/mine/code', body)),
  });
}

export function useListAlerts() {
  return useMutation({
    mutationFn: async (body: { phone: string; code: string }) =>
      parseAnswer('rate-alerts', 'RateAlertListSchema', await apiPost('/rate-alerts/mine', body)),
  });
}

export function useStopCheck(token: string | null) {
  return useQuery({
    queryKey: ['rate-alert-stop', token],
    queryFn: async () =>
      parseAnswer(
        'rate-alerts',
        'RateAlertStopViewSchema',
        await apiPost('/rate-alerts/stop/check', { token }),
      ),
    enabled: token !== null,
    retry: false,
  });
}

export function useStopAlert() {
  return useMutation({
    mutationFn: async (token: string) =>
      parseAnswer('rate-alerts', 'RateAlertStopViewSchema', await apiPost('/rate-alerts/stop', { token })),
  });
}
