import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStaffCatalogs } from '../../../test/staff-catalogs';
import { DataTable, type TableColumn } from './data-table';

interface Person {
  id: string;
  name: string;
  city: string;
}
const PEOPLE: Person[] = [
  { id: 'a', name: 'Amal', city: 'Riyadh' },
  { id: 'b', name: 'Badr', city: 'Jeddah' },
];
const COLUMNS: TableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortField: 'name' },
  { id: 'city', header: 'City', cell: (p) => p.city },
];

beforeEach(async () => {
  await loadStaffCatalogs();
});

function Harness({ onSort, onPage }: { onSort: (s: string) => void; onPage: (p: number) => void }) {
  const [sort, setSort] = useState('-name');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <Suspense fallback={null}>
      <p>selected: {[...selected].sort().join(',')}</p>
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowId={(p) => p.id}
        total={120}
        sort={sort}
        onSort={(s) => {
          onSort(s);
          setSort(s);
        }}
        page={1}
        pageSize={50}
        onPage={onPage}
        selection={{ selected, onChange: setSelected, rowLabel: (p) => p.name }}
      />
    </Suspense>
  );
}

describe('DataTable', () => {
  it('puts aria-sort on the sorted th and asks the server for the other direction on click', async () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} onPage={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'People' });
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    const city = within(table).getByRole('columnheader', { name: 'City' });
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(city).not.toHaveAttribute('aria-sort');
    expect(within(city).queryByRole('button')).toBeNull();
    await userEvent.click(within(name).getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith('name');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    // Keyboard: the heading's button takes Enter like any button.
    within(name).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('-name');
    expect(name).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects one row or the whole page with labelled checkboxes', async () => {
    render(<Harness onSort={vi.fn()} onPage={vi.fn()} />);
    const all = await screen.findByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Badr' }));
    expect(screen.getByText('selected: b')).toBeInTheDocument();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByText('selected: a,b')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Amal' })).toBeChecked();
    // Every row selected: the page box is checked, not half-checked.
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    await userEvent.click(all);
    expect(screen.getByText('selected:')).toBeInTheDocument();
  });

  it('pages on the server: page x of y, total, next and previous', async () => {
    const onPage = vi.fn();
    render(<Harness onSort={vi.fn()} onPage={onPage} />);
    const nav = await screen.findByRole('navigation', { name: 'Pages of People' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(nav).getByText('120 in total')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('moves between rows with the arrow keys and j/k, opens with Enter, and gives focus back on close', async () => {
    render(<KeyHarness />);
    const table = await screen.findByRole('table', { name: 'People' });
    const [, amal, badr, chadi] = within(table).getAllByRole('row');
    // One row in the tab order (roving tabindex): after the page checkbox and the sortable
    // heading, Tab reaches the first row, and the next Tab its checkbox, not the other rows.
    expect([amal, badr, chadi].map((row) => row!.tabIndex)).toEqual([0, -1, -1]);
    for (let i = 0; i < 3; i += 1) await userEvent.tab();
    expect(amal).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Amal' })).toHaveFocus();
    amal!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(badr).toHaveFocus();
    await userEvent.keyboard('j');
    expect(chadi).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(chadi).toHaveFocus();
    await userEvent.keyboard('k');
    expect(badr).toHaveFocus();
    expect([amal, badr, chadi].map((row) => row!.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: 'Close Badr' });
    expect(screen.getByText('Details of Badr')).toBeInTheDocument();
    await userEvent.click(close);
    expect(screen.queryByText('Details of Badr')).toBeNull();
    expect(badr).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(amal).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(chadi).toHaveFocus();
  });

  it("leaves keys typed in a row's own controls to them", async () => {
    render(<KeyHarness />);
    const box = await screen.findByRole('checkbox', { name: 'Select Amal' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Details of Amal')).toBeNull();
  });
});

/** A list whose rows open a detail with Enter; the detail's own button closes it (focus goes with it). */
function KeyHarness() {
  const people = [...PEOPLE, { id: 'c', name: 'Chadi', city: 'Dammam' }];
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <Suspense fallback={null}>
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={people}
        rowId={(p) => p.id}
        total={3}
        sort="name"
        onSort={vi.fn()}
        page={1}
        pageSize={50}
        onPage={vi.fn()}
        selection={{ selected, onChange: setSelected, rowLabel: (p) => p.name }}
        onOpen={(p) => setOpen(open === p.id ? null : p.id)}
        detail={(p) =>
          open === p.id && (
            <div>
              <p>Details of {p.name}</p>
              <button type="button" onClick={() => setOpen(null)}>
                Close {p.name}
              </button>
            </div>
          )
        }
      />
    </Suspense>
  );
}
