import { flexRender, type Row, type RowData } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from './data-table-types';
import type { Features } from './table-features';

type RowKeyProps = {
  ref: (el: HTMLTableRowElement | null) => void;
  tabIndex: number;
  onKeyDown: (event: React.KeyboardEvent<HTMLTableRowElement>) => void;
  onFocus: () => void;
};

/**
 * One row and, under it, its opened detail. When the detail closes while focus was inside it (or
 * went with it), focus comes back to the row, so the keyboard user carries on where they were.
 */
export function DataRow<T extends RowData>({
  row,
  meta,
  width,
  below,
  keys,
  rowLabel,
}: {
  row: Row<Features, T>;
  meta: Map<string, TableColumn<T>>;
  width: number;
  below: ReactNode;
  keys: RowKeyProps;
  rowLabel?: (row: T) => string;
}) {
  const { t } = useTranslation('staff');
  const tr = useRef<HTMLTableRowElement | null>(null);
  const hadFocus = useRef(false);
  const open = Boolean(below);
  useEffect(() => {
    if (open) return;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (hadFocus.current && lost) tr.current?.focus();
    hadFocus.current = false;
  }, [open]);
  return (
    <>
      <tr
        {...keys}
        ref={(el) => {
          tr.current = el;
          keys.ref(el);
        }}
        className="border-t border-slate-200 align-top focus:outline-2 focus:outline-brand"
      >
        {rowLabel && (
          <td className="p-2">
            <input
              type="checkbox"
              aria-label={t('table.selectRow', { name: rowLabel(row.original) })}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        )}
        {row.getAllCells().map((cell) => {
          const column = meta.get(cell.column.id);
          return (
            <td key={cell.id} dir={column?.dir} className={`p-2 text-start ${column?.className ?? ''}`}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
      </tr>
      {open && (
        <tr onFocus={() => (hadFocus.current = true)}>
          <td colSpan={width} className="border-t border-slate-100 bg-slate-50">
            {below}
          </td>
        </tr>
      )}
    </>
  );
}
