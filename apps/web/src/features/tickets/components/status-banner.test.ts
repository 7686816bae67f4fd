import type { TicketView } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { statusBanner } from './status-banner';

const view = (status: string, targetPassed = false) =>
  ({ result: 'open', ticket: { status, targetPassed } }) as unknown as TicketView;

describe('the status page banner', () => {
  it('follows the ticket status, one banner each, never the open/solved summary', () => {
    for (const status of ['open', 'awaiting_customer', 'solved', 'escalated', 'closed'])
      expect(statusBanner(view(status)).key).toBe(`ticket.banners.${status}`);
    expect(statusBanner(view('closed')).tone).toBe('success');
  });
  it('adds the SAMA route only when the target passed, and says "no record" without a ticket', () => {
    expect(statusBanner(view('escalated', true)).sama).toBe(true);
    expect(statusBanner({ result: 'no_record', ticket: null })).toEqual({
      key: 'ticket.results.no_record',
      tone: 'error',
      sama: false,
    });
  });
});
