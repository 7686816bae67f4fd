import {
  flexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagingBar } from './paging-bar';

/** One column: its heading, its cell, and the server's sort field when it can be sorted by. */
export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort name on the server (`sort=name`, `sort=-name`); absent: not sortable. */
  sortField?: string;
  /** The cell's text direction when it holds codes, emails or numbers. */
  dir?: 'ltr' | 'auto';
  className?: string;
}

export interface DataTableProps<T> {
  /** Names the table (caption) and its paging navigation. */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** Rows matching (null until counted), more than that when `totalCapped`; see PagingBar. */
  total: number | null;
  totalCapped?: boolean;
  hasNext?: boolean;
  loading?: boolean;
  /** The server sort: `field` ascending, `-field` descending. */
  sort: string;
  onSort: (sort: string) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
  /** Only lists with bulk actions select rows; `rowLabel` names each row's checkbox. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: ReadonlySet<string>) => void;
    rowLabel: (row: T) => string;
  };
  /** Content shown under a row (an opened message or request), or null. */
  detail?: (row: T) => ReactNode;
}

/**
 * The only feature the table itself runs is row selection: sorting and paging are the server's
 * (the sortable headings and PagingBar below), so the table renders the page it is given as is.
 */
const FEATURES = tableFeatures({ rowSelectionFeature });

const ariaSort = (sort: string, field?: string) =>
  !field ? undefined : sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';

/**
 * Every staff list (PRODUCT.md 14 "Lists"): TanStack Table in manual mode, so sorting and paging
 * happen on the server and the table only renders one page. Sortable headings are buttons inside
 * a `th` carrying `aria-sort`; logical properties keep it right in Arabic and Urdu.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation('staff');
  const { columns, rows, rowId, selection, sort, onSort, detail } = props;
  const defs = useMemo<ColumnDef<typeof FEATURES, T>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original) })),
    [columns],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true])),
    [selection?.selected],
  );
  const table = useTable({
    features: FEATURES,
    data: rows as T[],
    columns: defs,
    getRowId: (row) => rowId(row),
    enableRowSelection: Boolean(selection),
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });
  const meta = new Map(columns.map((c) => [c.id, c]));
  const width = columns.length + (selection ? 1 : 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded bg-white shadow-sm">
        <table className="w-full text-sm" aria-busy={props.loading || undefined}>
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="bg-slate-100">
                {selection && (
                  <th scope="col" className="w-10 p-2 text-start">
                    <input
                      type="checkbox"
                      aria-label={t('table.selectAll')}
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        // v9's "some" includes "all": indeterminate is some but not all.
                        if (el)
                          el.indeterminate =
                            table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const field = meta.get(header.id)?.sortField;
                  const state = ariaSort(sort, field);
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={state} className="p-2 text-start">
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
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const below = detail?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr className="border-t border-slate-200 align-top">
                    {selection && (
                      <td className="p-2">
                        <input
                          type="checkbox"
                          aria-label={t('table.selectRow', { name: selection.rowLabel(row.original) })}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    )}
                    {row.getAllCells().map((cell) => {
                      const column = meta.get(cell.column.id);
                      return (
                        <td
                          key={cell.id}
                          dir={column?.dir}
                          className={`p-2 text-start ${column?.className ?? ''}`}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                  {below && (
                    <tr>
                      <td colSpan={width} className="border-t border-slate-100 bg-slate-50">
                        {below}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
            {!props.loading && rows.length === 0 && (
              <tr>
                <td colSpan={width} className="p-3">
                  {t('common.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <PagingBar
        name={props.caption}
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        totalCapped={props.totalCapped}
        hasNext={props.hasNext}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </div>
  );
}
