import { flexRender, type Header, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Features } from './table-features';

const ariaSort = (sort: string, field?: string) =>
  !field ? undefined : sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';

/**
 * One column heading. A sortable one is a button inside a `th` carrying `aria-sort`; a click asks
 * the server for the other direction (ascending first).
 */
export function SortHeading<T extends RowData>({
  header,
  field,
  sort,
  onSort,
}: {
  header: Header<Features, T>;
  field: string | undefined;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const state = ariaSort(sort, field);
  const label = flexRender(header.column.columnDef.header, header.getContext()) as ReactNode;
  return (
    <th scope="col" aria-sort={state} className="p-2 text-start">
      {field ? (
        <button
          type="button"
          onClick={() => onSort(state === 'ascending' ? `-${field}` : field)}
          className="inline-flex items-center gap-1 font-semibold underline-offset-4 hover:underline"
        >
          {label}
          <span aria-hidden="true" className="w-3 text-brand">
            {state === 'ascending' ? '↑' : state === 'descending' ? '↓' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** The heading checkbox: selects every row of this page (indeterminate when some are). */
export function SelectAllHeading({
  table,
  label,
}: {
  table: {
    getIsAllPageRowsSelected: () => boolean;
    getIsSomePageRowsSelected: () => boolean;
    getToggleAllPageRowsSelectedHandler: () => (event: unknown) => void;
  };
  label: string;
}) {
  return (
    <th scope="col" className="w-10 p-2 text-start">
      <input
        type="checkbox"
        aria-label={label}
        checked={table.getIsAllPageRowsSelected()}
        ref={(el) => {
          // v9's "some" includes "all": indeterminate is some but not all.
          if (el) el.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    </th>
  );
}
