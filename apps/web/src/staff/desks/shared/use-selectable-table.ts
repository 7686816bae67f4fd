import {
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataTableProps } from './data-table-types';
import { FEATURES, type Features } from './table-features';

/**
 * TanStack Table in manual mode over one server page: the columns as its definitions, and the
 * caller's selected ids as its row selection (the caller keeps the set; the table only reports).
 */
export function useSelectableTable<T extends RowData>(
  props: Pick<DataTableProps<T>, 'columns' | 'rows' | 'rowId' | 'selection'>,
) {
  const { columns, rows, selection } = props;
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
  return table;
}
