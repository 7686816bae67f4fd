import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStaffCatalogs } from '../../test/staff-catalogs';
import { NotificationsBell } from './notifications-bell';

const DAY = 86_400_000;
let items: { id: string; kind: 'ticket.warning'; recordId: string; targetAt: string; createdAt: string }[];
const posted: string[] = [];

/** The notifications API as the server answers it: the list, and a dismissal that removes one. */
async function answer(url: URL | string, init?: RequestInit) {
  const path = new URL(String(url), 'http://x').pathname;
  if (init?.method === 'POST') {
    posted.push(path);
    items = items.filter((n) => !path.includes(`/${n.id}/`));
    return new Response(null, { status: 204 });
  }
  return new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  const now = Date.now();
  items = [
    {
      id: 'n1',
      kind: 'ticket.warning',
      recordId: 'TKA1',
      targetAt: new Date(now + 2 * DAY).toISOString(),
      createdAt: new Date(now).toISOString(),
    },
    {
      id: 'n2',
      kind: 'ticket.warning',
      recordId: 'TKB2',
      targetAt: new Date(now + 3 * DAY).toISOString(),
      createdAt: new Date(now).toISOString(),
    },
  ];
  posted.length = 0;
  await loadStaffCatalogs();
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationsBell', () => {
  it('counts, lists with the time left, dismisses one, and closes on Escape back to the bell', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NotificationsBell />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications (2)' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Ticket TKA1 is due in 2 days.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open ticket TKA1' })).toHaveAttribute(
      'href',
      '/staff/tickets?q=TKA1',
    );
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Dismiss the notification about ticket TKA1' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications (1)' })).toBeInTheDocument();
    expect(posted).toEqual(['/api/staff/me/notifications/n1/dismiss']);
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(bell).toHaveFocus();
  });
});
