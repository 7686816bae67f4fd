import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryOf, useUrlFilters } from './use-url-filters';

let setFilterOut: (name: 'status' | 'q', value: string) => void = () => {};

function Probe() {
  const [filters, setFilter] = useUrlFilters({ status: 'new', q: '' });
  setFilterOut = setFilter;
  const location = useLocation();
  return (
    <>
      <p>filters: {JSON.stringify(filters)}</p>
      <p>query: {JSON.stringify(queryOf(filters))}</p>
      <p>search: {location.search}</p>
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

  it('writes a filter into the address, keeps the other keys, and replaces the history entry', () => {
    const router = start('/staff/calls?sort=-name&page=3');
    act(() => setFilterOut('q', 'bilal'));
    expect(screen.getByText('search: ?sort=-name&page=3&q=bilal')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => setFilterOut('status', ''));
    // "All" differs from the default (`new`), so it stays in the address, empty; the query leaves it out.
    expect(screen.getByText('search: ?sort=-name&page=3&q=bilal&status=')).toBeInTheDocument();
    expect(screen.getByText('query: {"q":"bilal"}')).toBeInTheDocument();
    act(() => setFilterOut('status', 'new'));
    act(() => setFilterOut('q', ''));
    expect(screen.getByText('search: ?sort=-name&page=3')).toBeInTheDocument();
  });
});
