import {
  ErrorEnvelopeSchema,
  OtpSentSchema,
  TicketSubmittedSchema,
  TicketViewSchema,
  type OtpSent,
  type TicketLookup,
  type TicketSubmitted,
  type TicketView,
} from '@waha/shared';
import { ApiError, apiPost } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';

/**
 * POST /api/tickets as multipart by XMLHttpRequest (fetch cannot report upload progress). Rejects
 * with the server's envelope as an ApiError, like every other call.
 */
export function submitTicket(
  fields: Record<string, string>,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<TicketSubmitted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/tickets');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', i18next.language || 'ar');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status === 201) {
        onProgress(100);
        resolve(TicketSubmittedSchema.parse(payload));
        return;
      }
      const envelope = ErrorEnvelopeSchema.safeParse(payload);
      reject(
        envelope.success
          ? new ApiError(
              xhr.status,
              envelope.data.code,
              envelope.data.message,
              envelope.data.fieldErrors ?? {},
              envelope.data.details ?? {},
            )
          : new ApiError(xhr.status, 'internal_error', `ticket submission failed with ${xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network error'));
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files) body.append('files', file);
    xhr.send(body);
  });
}

export const checkTicket = async (lookup: TicketLookup): Promise<TicketView> =>
  TicketViewSchema.parse(await apiPost('/tickets/status', lookup));

export const requestTicketCode = async (action: 'reply' | 'review', lookup: TicketLookup): Promise<OtpSent> =>
  OtpSentSchema.parse(await apiPost(`/tickets/${action}/code`, lookup));

/** reply, confirm and review all answer the refreshed status view. */
export const ticketAction = async (
  action: 'reply' | 'confirm' | 'review',
  body: TicketLookup & Record<string, unknown>,
): Promise<TicketView> => TicketViewSchema.parse(await apiPost(`/tickets/${action}`, body));
