import { CannedReplySchema, type CannedReply } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../shared/data-table';
import { DeskHeader } from '../shared/desk-list';
import { useServerList } from '../shared/use-server-list';
import { CANNED_KEY } from './api/canned';
import { useCannedColumns } from './canned-columns';
import { CannedEditor } from './canned-editor';

/**
 * The support lead's canned replies (issue 23, ADR 2302): a list on the shared table and one
 * editor above it, for a new reply or the one being changed.
 */
export function CannedDesk() {
  const { t } = useTranslation('staff');
  // undefined: no editor; null: a new reply; a row: that reply.
  const [editing, setEditing] = useState<CannedReply | null | undefined>(undefined);
  const columns = useCannedColumns(setEditing);
  const { table } = useServerList(CANNED_KEY, '/canned-replies', CannedReplySchema, { defaultSort: 'code' });
  return (
    <section aria-labelledby="canned-title" className="flex flex-col gap-4">
      <DeskHeader
        id="canned-title"
        title={t('canned.title')}
        newLabel={t('canned.new')}
        onNew={() => setEditing(null)}
      />
      {editing !== undefined && (
        <CannedEditor key={editing?.id ?? 'new'} reply={editing} onDone={() => setEditing(undefined)} />
      )}
      <DataTable caption={t('canned.title')} columns={columns} rowId={(r) => r.id} {...table} />
    </section>
  );
}
