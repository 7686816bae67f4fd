import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryOf, useUrlFilters } from './use-url-filters';

/** Each button sets one filter, as a desk's controls do. */
const MOVES = [
  ['q', 'bilal'],
  ['status', ''],
  ['status', 'new'],
  ['q', ''],
] as const;

function Probe() {
  const [filters, setFilter] = useUrlFilters({ status: 'new', q: '' });
  const location = useLocation();
  return (
    <>
      <p>filters: {JSON.stringify(filters)}</p>
      <p>query: {JSON.stringify(queryOf(filters))}</p>
      <p>search: {location.search}</p>
      <button
        type="button"
        onClick={() => {
          // Two controls in one moment, before React renders the first (a search, then a status).
          setFilter('q', 'huda');
          setFilter('status', 'open');
        }}
      >
        both
      </button>
      {MOVES.map(([name, value]) => (
        <button key={`${name}=${value}`} type="button" onClick={() => setFilter(name, value)}>
          {`${name}=${value}`}
        </button>
      ))}
    </>
  );
}

const start = (url: string) => {
  const router = createMemoryRouter([{ path: '/staff/calls', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useUrlFilters', () => {
  it('reads the filters from the address, defaults where absent', () => {
    start('/staff/calls?q=ali&sort=-name');
    expect(screen.getByText('filters: {"status":"new","q":"ali"}')).toBeInTheDocument();
  });

  it('writes a filter into the address, keeps the other keys, and replaces the history entry', async () => {
    const router = start('/staff/calls?sort=-name&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'q=bilal' }));
    expect(screen.getByText('search: ?sort=-name&page=3&q=bilal')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'status=' }));
    // "All" differs from the default (`new`), so it stays in the address, empty; the query leaves it out.
    expect(screen.getByText('search: ?sort=-name&page=3&q=bilal&status=')).toBeInTheDocument();
    expect(screen.getByText('query: {"q":"bilal"}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'status=new' }));
    await userEvent.click(screen.getByRole('button', { name: 'q=' }));
    expect(screen.getByText('search: ?sort=-name&page=3')).toBeInTheDocument();
  });

  it('keeps both of two writes made before a render (react-router hands both the same old params)', async () => {
    start('/staff/calls?sort=-name');
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(await screen.findByText('search: ?sort=-name&q=huda&status=open')).toBeInTheDocument();
  });
});
