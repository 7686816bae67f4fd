import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from './data-table';
import { QueueEmpty, QueueError } from './queue-states';
import type { QueueDeskState } from './use-queue-desk';

export interface QueueDeskProps<T> {
  /** The state from useQueueDesk. */
  desk: QueueDeskState<T>;
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** The table's caption when it differs from the title. */
  caption?: string;
  /** The filter controls, grouped and labelled by the frame. */
  filters: ReactNode;
  /** Beside the filters: the CSV link, a button acting on the selection. */
  tools?: ReactNode;
  /** Above the filters (a banner, saved views) and between them and the table (a bulk bar). */
  above?: ReactNode;
  bulk?: ReactNode;
  below?: ReactNode;
  columns: readonly TableColumn<T>[];
  rowId: (row: T) => string;
  /** Names each row's checkbox; given only where the desk has bulk actions. */
  rowLabel?: ((row: T) => string) | undefined;
  /** The opened row's detail, under it. */
  detail?: (row: T) => ReactNode;
  /** Enter on a focused row; by default it opens (or closes) the row's detail. */
  onOpen?: (row: T) => void;
}

/**
 * The frame every queue desk shares: heading, filters, tools, the shared table with its one
 * empty state and one error state, Enter opening the focused row.
 */
export function QueueDesk<T extends RowData>(props: QueueDeskProps<T>) {
  const { t } = useTranslation('staff');
  const { desk, id, title, rowId, rowLabel } = props;
  const { selected, setSelected, list } = desk;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h1 id={id} className="text-2xl font-bold text-brand-dark">
        {title}
      </h1>
      {props.above}
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('queue.filters')} className="flex flex-wrap items-end gap-3">
          {props.filters}
        </div>
        {props.tools}
      </div>
      {props.bulk}
      {list.isError && <QueueError onRetry={() => void list.refetch()} />}
      <DataTable
        caption={props.caption ?? title}
        columns={props.columns}
        rowId={rowId}
        {...desk.table}
        selection={rowLabel && { selected, onChange: setSelected, rowLabel }}
        detail={props.detail}
        onOpen={props.onOpen ?? ((row) => desk.toggle(rowId(row)))}
        empty={list.isError ? null : <QueueEmpty filtered={desk.filtered} onClear={desk.clearFilters} />}
      />
      {props.below}
    </section>
  );
}
