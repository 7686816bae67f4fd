import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { DataTable, type TableColumn } from '../shared/data-table';
import { useContentList } from './api/content-list';
import type { ContentItem, ContentKind } from './kinds/kind';
import { listColumns } from './list-columns';
import { RowActions } from './row-actions';

/**
 * A content desk's list in the one staff table: the kind's columns, then (for kinds with a
 * publish step) the state, then the row's actions. Sorting and paging are the server's.
 */
export function ContentTable({ kind, onEdit }: { kind: ContentKind; onEdit: (row: ContentItem) => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const table = useContentList(kind);
  const state: TableColumn<ContentItem>[] = kind.publishable
    ? [
        {
          id: 'published',
          header: t('common.status'),
          sortField: 'published',
          cell: (row) => (row.published ? t('posts.published') : t('posts.draft')),
        },
      ]
    : [];
  const actions: TableColumn<ContentItem> = {
    id: 'actions',
    header: t('common.actions'),
    cell: (row) => <RowActions kind={kind} row={row} onEdit={() => onEdit(row)} />,
  };
  return (
    <DataTable
      caption={t(`${kind.section}.title`)}
      columns={[...listColumns(kind, t, language), ...state, actions]}
      rowId={(row) => String(row.id)}
      {...table}
    />
  );
}
