import type { TicketView } from '@waha/shared';

/**
 * The one banner of the status page: said from the ticket's own status (never the coarse
 * open/solved summary, which called an escalated ticket "open" beside "Escalated"), with SAMA's
 * escalation route added when the target passed unresolved. Catalog keys in `tickets`.
 */
export function statusBanner(view: TicketView): {
  key: string;
  tone: 'info' | 'error' | 'success';
  sama: boolean;
} {
  const ticket = view.ticket;
  if (!ticket) return { key: `ticket.results.${view.result}`, tone: 'error', sama: false };
  return {
    key: `ticket.banners.${ticket.status}`,
    tone: ticket.status === 'closed' ? 'success' : 'info',
    sama: ticket.targetPassed,
  };
}
