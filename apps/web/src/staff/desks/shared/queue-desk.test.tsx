import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initStaffI18n } from '../../../test/staff-i18n';
import { StatusFilter } from './list-controls';
import { QueueDesk } from './queue-desk';
import { useQueueDesk } from './use-queue-desk';

const Row = z.object({ id: z.string(), name: z.string() });
type Row = z.infer<typeof Row>;
const ROWS: Row[] = [
  { id: 'a', name: 'Amal' },
  { id: 'b', name: 'Bilal' },
];
const COLUMNS = [{ id: 'name', header: 'Name', cell: (r: Row) => r.name }];

/** A desk on the shell, as the real ones are: one status filter, selectable rows, a detail. */
function Desk() {
  const desk = useQueueDesk(['test'], '/things', Row, { defaultSort: 'name', filters: { status: 'new' } });
  return (
    <QueueDesk
      desk={desk}
      id="things-title"
      title="Things"
      filters={
        <StatusFilter
          value={desk.filters.status}
          onChange={(value) => desk.setFilter('status', value)}
          options={[
            { value: 'new', label: 'New' },
            { value: 'done', label: 'Done' },
          ]}
        />
      }
      columns={COLUMNS}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
      detail={(r) => desk.open === r.id && <p>Detail of {r.name}</p>}
    />
  );
}

let answer: (url: string) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await initStaffI18n('en');
  answer = (url) => json({ items: url.includes('status=done') ? [] : ROWS, total: null, next: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
  );
});
afterEach(() => vi.unstubAllGlobals());

function start(url = '/staff/things') {
  const router = createMemoryRouter([{ path: '/staff/things', element: <Desk /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('QueueDesk', () => {
  it('keeps the filter in the address, clears the selection when it changes, and offers to clear it', async () => {
    const router = start();
    const amal = await screen.findByRole('checkbox', { name: 'Select Amal' });
    await userEvent.click(amal);
    expect(amal).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Done');
    expect(router.state.location.search).toBe('?status=done');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();

    // "Clear" shows every status: the default (new) is a filter too.
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('?status=');
    // The row is back, unselected: the selection belonged to the filters it was made under.
    expect(await screen.findByRole('checkbox', { name: 'Select Amal' })).not.toBeChecked();
  });

  it('reads the filters from a shared link, and Enter on a focused row opens it', async () => {
    start('/staff/things?status=done');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('done');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'New');
    const table = screen.getByRole('table', { name: 'Things' });
    await within(table).findByText('Bilal');
    const bilal = within(table).getAllByRole('row')[2]!;
    bilal.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Detail of Bilal')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    answer = () => json({ code: 'internal', message: 'x' }, 500);
    start();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('Nothing matches these filters.')).toBeNull();
    answer = () => json({ items: ROWS, total: null, next: null });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Bilal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
