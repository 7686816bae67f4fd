import {
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectAllHeading, SortHeading } from './data-table-head';
import { DataRow } from './data-table-row';
import { PagingBar } from './paging-bar';
import { FEATURES, type Features } from './table-features';
import { useRowKeys } from './use-row-keys';

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
  total: number;
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
  /** Enter on a focused row: open (or close) its detail. */
  onOpen?: (row: T) => void;
}

/**
 * Every staff list (PRODUCT.md 14 "Lists"): TanStack Table in manual mode, so sorting and paging
 * happen on the server and the table only renders one page. Rows take the keyboard (useRowKeys);
 * logical properties keep it right in Arabic and Urdu.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation('staff');
  const hintId = useId();
  const { columns, rows, selection, detail, onOpen } = props;
  const defs = useMemo<ColumnDef<Features, T>[]>(
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
    getRowId: (row) => props.rowId(row),
    enableRowSelection: Boolean(selection),
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });
  const keys = useRowKeys(rows.length, onOpen && ((index) => onOpen(rows[index]!)));
  const meta = new Map(columns.map((c) => [c.id, c]));
  const width = columns.length + (selection ? 1 : 0);
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="sr-only">
        {t(onOpen ? 'table.keysOpen' : 'table.keys')}
      </p>
      <div className="overflow-x-auto rounded bg-white shadow-sm">
        <table className="w-full text-sm" aria-busy={props.loading || undefined} aria-describedby={hintId}>
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="bg-slate-100">
                {selection && <SelectAllHeading table={table} label={t('table.selectAll')} />}
                {group.headers.map((header) => (
                  <SortHeading
                    key={header.id}
                    header={header}
                    field={meta.get(header.id)?.sortField}
                    sort={props.sort}
                    onSort={props.onSort}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row, index) => (
              <DataRow
                key={row.id}
                row={row}
                meta={meta}
                width={width}
                below={detail?.(row.original)}
                keys={keys.rowProps(index)}
                rowLabel={selection?.rowLabel}
              />
            ))}
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
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </div>
  );
}
