import type { ReactNode } from 'react';

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
  selection?:
    | {
        selected: ReadonlySet<string>;
        onChange: (selected: ReadonlySet<string>) => void;
        rowLabel: (row: T) => string;
      }
    | undefined;
  /** Content shown under a row (an opened message or request), or null. */
  detail?: ((row: T) => ReactNode) | undefined;
  /** Enter on a focused row: open (or close) its detail. */
  onOpen?: ((row: T) => void) | undefined;
  /** What the table says when it has no row (default: "Nothing here."); null: nothing. */
  empty?: ReactNode;
}
