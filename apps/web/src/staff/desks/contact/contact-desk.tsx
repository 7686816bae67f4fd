import { ContactMessageViewSchema } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../shared/data-table';
import { CsvLink, StatusFilter } from '../shared/list-controls';
import { useServerList } from '../shared/use-server-list';
import { CONTACT_KEY, CONTACT_LIST_PATH, useMarkManyHandled } from './api/messages';
import { useContactColumns } from './contact-columns';
import { ContactMessage } from './contact-message';

const STATUSES = ['new', 'handled'] as const;

/**
 * Contact messages. What customers wrote is rendered as React text (escaped), never as HTML; a
 * NUL character arrives as U+FFFD and is shown as such.
 */
export function ContactDesk() {
  const { t } = useTranslation('staff');
  const [status, setStatus] = useState('new');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { table, exportQuery } = useServerList(CONTACT_KEY, CONTACT_LIST_PATH, ContactMessageViewSchema, {
    defaultSort: '-createdAt',
    filters: { status: status || undefined },
  });
  const markAll = useMarkManyHandled(() => setSelected(new Set()));
  const columns = useContactColumns(open, setOpen);
  return (
    <section aria-labelledby="contact-title" className="flex flex-col gap-4">
      <h1 id="contact-title" className="text-2xl font-bold text-brand-dark">
        {t('contact.title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(`contact.statuses.${s}`) }))}
        />
        <Button
          variant="secondary"
          disabled={selected.size === 0}
          busy={markAll.isPending}
          onClick={() => markAll.mutate([...selected])}
        >
          {t('contact.markSelected', { count: selected.size })}
        </Button>
        <CsvLink href={`/api/staff${CONTACT_LIST_PATH}.csv?${exportQuery}`} />
      </div>
      <DataTable
        caption={t('contact.title')}
        columns={columns}
        rowId={(m) => m.id}
        {...table}
        selection={{ selected, onChange: setSelected, rowLabel: (m) => m.name }}
        detail={(m) => open === m.id && <ContactMessage message={m} />}
      />
    </section>
  );
}
