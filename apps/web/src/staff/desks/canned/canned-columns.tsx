import type { CannedReply } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { useRemoveCanned } from './api/canned';

function RowButtons({ row, onEdit }: { row: CannedReply; onEdit: (row: CannedReply) => void }) {
  const { t } = useTranslation('staff');
  const remove = useRemoveCanned();
  return (
    <span className="flex flex-wrap gap-2">
      {/* The code is data: read out after the action, in its own direction (not in a label). */}
      <Button variant="secondary" onClick={() => onEdit(row)}>
        {t('canned.editRow')}
        <span className="sr-only">
          {' '}
          <bdi dir="ltr">/{row.code}</bdi>
        </span>
      </Button>
      <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate(row.id)}>
        {t('canned.remove')}
        <span className="sr-only">
          {' '}
          <bdi dir="ltr">/{row.code}</bdi>
        </span>
      </Button>
    </span>
  );
}

/** The canned replies table: code, title, last change, and the row's edit and delete. */
export function useCannedColumns(onEdit: (row: CannedReply) => void): TableColumn<CannedReply>[] {
  const { t } = useTranslation('staff');
  const dateTime = useFormatDateTime();
  return [
    { id: 'code', header: t('canned.code'), sortField: 'code', dir: 'ltr', cell: (r) => `/${r.code}` },
    { id: 'title', header: t('canned.titleField'), sortField: 'title', dir: 'auto', cell: (r) => r.title },
    {
      id: 'updatedAt',
      header: t('canned.updatedAt'),
      sortField: 'updatedAt',
      cell: (r) => dateTime(r.updatedAt),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (r) => <RowButtons row={r} onEdit={onEdit} />,
    },
  ];
}
