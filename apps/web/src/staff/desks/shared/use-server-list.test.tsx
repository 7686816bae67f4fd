import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadStaffCatalogs } from '../../../test/staff-catalogs';
import { DataTable } from './data-table';
import { useServerList } from './use-server-list';

const Row = z.object({ id: z.string() });
const asked: URLSearchParams[] = [];

/** A server of 120 rows: the cursor is the last row's number, as opaque to the hook as the real one. */
function answer(url: string) {
  const query = new URL(url, 'http://x').searchParams;
  asked.push(query);
  const start = Number(query.get('after') ?? 0);
  const size = Number(query.get('pageSize'));
  const ids = Array.from({ length: 120 }, (_, i) => `r${i + 1}`).slice(start, start + size);
  const body = {
    items: ids.map((id) => ({ id })),
    total: query.get('count') === 'true' ? 120 : null,
    totalCapped: false,
    next: start + size < 120 ? String(start + size) : null,
  };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function Where() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function Desk({ status }: { status: string }) {
  const { table } = useServerList(['t'], '/things', Row, { defaultSort: 'name', filters: { status } });
  const columns = [{ id: 'id', header: 'Id', cell: (r: { id: string }) => r.id, sortField: 'id' }];
  return <DataTable caption="Things" columns={columns} rowId={(r) => r.id} {...table} />;
}

function renderDesk(status: string, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/desk?tab=open']}>
        <Suspense fallback={null}>
          <Desk status={status} />
          <Where />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  asked.length = 0;
  await loadStaffCatalogs();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useServerList', () => {
  it('pages by cursor with the page and cursor in the address, back through the pages seen', async () => {
    renderDesk('new');
    const nav = await screen.findByRole('navigation', { name: 'Pages of Things' });
    expect(await within(nav).findByText('Page 1 of 3')).toBeInTheDocument();
    const next = within(nav).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(await screen.findByText('r51')).toBeInTheDocument();
    await userEvent.click(next);
    expect(await screen.findByText('r101')).toBeInTheDocument();
    expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    // Other keys of the address are kept; sort stays out while it is the default.
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=open&after=100&page=3');
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('r51')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=open&after=50&page=2');
    // Counted once, with the first page; the filters and sort go with every page.
    expect(asked.map((q) => q.get('count'))).toEqual(['true', null, null, null]);
    expect(asked.every((q) => q.get('status') === 'new' && q.get('sort') === 'name')).toBe(true);
  });

  it('starts again at page 1 when the sort changes, and asks the count again', async () => {
    renderDesk('new');
    const nav = await screen.findByRole('navigation', { name: 'Pages of Things' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('r51')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Id/ }));
    expect(await screen.findByText('r1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=open&sort=id');
    expect(asked.at(-1)?.get('after')).toBeNull();
    expect(asked.at(-1)?.get('count')).toBe('true');
  });
});
