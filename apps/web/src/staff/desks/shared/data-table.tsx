import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectAllHeading, SortHeading } from './data-table-head';
import { DataRow } from './data-table-row';
import { PagingBar } from './paging-bar';
import type { DataTableProps } from './data-table-types';
import { useSelectableTable } from './use-selectable-table';
import { useRowKeys } from './use-row-keys';

export type { DataTableProps, TableColumn } from './data-table-types';

/**
 * Every staff list (PRODUCT.md 14 "Lists"): TanStack Table in manual mode, so sorting and paging
 * happen on the server and the table only renders one page. Rows take the keyboard (useRowKeys);
 * logical properties keep it right in Arabic and Urdu.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation('staff');
  const hintId = useId();
  const { columns, rows, selection, detail, onOpen } = props;
  const table = useSelectableTable(props);
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
            {!props.loading && rows.length === 0 && props.empty !== null && (
              <tr>
                <td colSpan={width} className="p-3">
                  {props.empty ?? t('common.empty')}
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
