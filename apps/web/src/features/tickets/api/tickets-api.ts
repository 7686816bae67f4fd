import type { OtpSent, TicketLookup, TicketSubmitted, TicketView } from '@waha/shared';
import { apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/tickets as multipart, reporting the upload's progress. */
export function submitTicket(
  fields: Record<string, string>,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<TicketSubmitted> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files', file);
  const parse = (data: unknown) => parseAnswer('tickets', 'TicketSubmittedSchema', data);
  return uploadWithProgress('/api/tickets', body, parse, { onProgress });
}

export const checkTicket = async (lookup: TicketLookup): Promise<TicketView> =>
  parseAnswer('tickets', 'TicketViewSchema', await apiPost('/tickets/status', lookup));

export const requestTicketCode = async (action: 'reply' | 'review', lookup: TicketLookup): Promise<OtpSent> =>
  parseAnswer('tickets', 'OtpSentSchema', await apiPost(`/tickets/${action}/code`, lookup));

/** reply, confirm and review all answer the refreshed status view. */
export const ticketAction = async (
  action: 'reply' | 'confirm' | 'review',
  body: TicketLookup & Record<string, unknown>,
): Promise<TicketView> =>
  parseAnswer('tickets', 'TicketViewSchema', await apiPost(`/tickets/${action}`, body));
