import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable, type TableColumn } from './data-table';
import type { ServerTable } from './use-server-list';

interface DeskItem {
  id: number;
  published?: boolean;
}

/**
 * A content desk's list (posts, FAQ, offers, banners, partners) in the one staff table: the
 * desk's own columns, then its state and the actions staff take on a row (edit, publish or
 * unpublish, remove). Sorting and paging are the server's.
 */
export function DeskTable<T extends DeskItem>({
  caption,
  desk,
  columns,
  editLabel,
  onEdit,
  publishable = false,
  removable = false,
}: {
  caption: string;
  desk: {
    table: ServerTable<T>;
    publish: UseMutationResult<unknown, Error, { id: number; published: boolean }>;
    remove: UseMutationResult<unknown, Error, number>;
  };
  columns: TableColumn<T>[];
  editLabel: string;
  onEdit: (row: T) => void;
  publishable?: boolean;
  removable?: boolean;
}) {
  const { t } = useTranslation('staff');
  const { publish, remove } = desk;
  const state: TableColumn<T>[] = publishable
    ? [
        {
          id: 'published',
          header: t('common.status'),
          sortField: 'published',
          cell: (row) => (row.published ? t('posts.published') : t('posts.draft')),
        },
      ]
    : [];
  const actions: TableColumn<T> = {
    id: 'actions',
    header: t('common.actions'),
    cell: (row): ReactNode => (
      <span className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onEdit(row)}>
          {editLabel}
        </Button>
        {publishable && (
          <Button
            variant={row.published ? 'secondary' : 'primary'}
            busy={publish.isPending && publish.variables?.id === row.id}
            onClick={() => publish.mutate({ id: row.id, published: !row.published })}
          >
            {row.published ? t('posts.unpublish') : t('posts.publish')}
          </Button>
        )}
        {removable && (
          <Button
            variant="ghost"
            busy={remove.isPending && remove.variables === row.id}
            onClick={() => remove.mutate(row.id)}
          >
            {t('faq.remove')}
          </Button>
        )}
      </span>
    ),
  };
  return (
    <DataTable
      caption={caption}
      columns={[...columns, ...state, actions]}
      rowId={(row) => String(row.id)}
      {...desk.table}
    />
  );
}
