import { ContactMessageViewSchema } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { DataTable, type TableColumn } from '../shared/data-table';
import { CsvLink, ExpandButton, StatusFilter } from '../shared/list-controls';
import { useServerList } from '../shared/use-server-list';

const KEY = ['staff', 'contact'];
const STATUSES = ['new', 'handled'] as const;
type ContactMessageView = z.infer<typeof ContactMessageViewSchema>;

/**
 * Contact messages. What customers wrote is rendered as React text (escaped), never as HTML; a
 * NUL character arrives as U+FFFD and is shown as such.
 */
export function ContactDesk() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('new');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { table, exportQuery } = useServerList(KEY, '/contact-messages', ContactMessageViewSchema, {
    defaultSort: '-createdAt',
    filters: { status: status || undefined },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const markAll = useMutation({
    mutationFn: (ids: string[]) =>
      staffCall(z.object({ updated: z.number() }), '/contact-messages/handled', {
        method: 'POST',
        body: { ids, handled: true },
      }),
    onSuccess: () => {
      setSelected(new Set());
      return refresh();
    },
  });
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      staffCall(ContactMessageViewSchema, `/contact-messages/${id}/handled`, {
        method: 'POST',
        body: { handled },
      }),
    onSuccess: refresh,
  });
  const columns = useMemo<TableColumn<ContactMessageView>[]>(
    () => [
      {
        id: 'name',
        header: t('contact.from'),
        sortField: 'name',
        cell: (m) => (
          <ExpandButton open={open === m.id} onToggle={() => setOpen(open === m.id ? null : m.id)}>
            {m.name}
          </ExpandButton>
        ),
      },
      { id: 'email', header: t('contact.email'), sortField: 'email', dir: 'ltr', cell: (m) => m.email },
      {
        id: 'status',
        header: t('common.status'),
        sortField: 'status',
        cell: (m) => t(`contact.statuses.${m.status}`, { defaultValue: m.status }),
      },
      {
        id: 'createdAt',
        header: t('contact.received'),
        sortField: 'createdAt',
        cell: (m) => when(m.createdAt),
      },
    ],
    [t, when, open],
  );
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
        <CsvLink href={`/api/staff/contact-messages.csv?${exportQuery}`} />
      </div>
      <DataTable
        caption={t('contact.title')}
        columns={columns}
        rowId={(m) => m.id}
        {...table}
        selection={{ selected, onChange: setSelected, rowLabel: (m) => m.name }}
        detail={(m) =>
          open === m.id && (
            <div className="flex flex-col gap-3 p-3">
              <p className="whitespace-pre-wrap break-words" dir="auto">
                {m.message}
              </p>
              <Button
                variant="secondary"
                className="self-start"
                busy={mark.isPending}
                onClick={() => mark.mutate({ id: m.id, handled: m.status !== 'handled' })}
              >
                {m.status === 'handled' ? t('contact.markNew') : t('contact.markHandled')}
              </Button>
            </div>
          )
        }
      />
    </section>
  );
}
