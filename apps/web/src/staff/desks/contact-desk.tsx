import { ContactMessageViewSchema, listOf } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { staffCall } from '../api/staff-api';
import { useFormatDateTime } from '../format';

const List = listOf(ContactMessageViewSchema);
/** The server sorts (PRODUCT.md 14 "Lists"): newest, oldest, by name. */
const SORTS = ['-createdAt', 'createdAt', 'name'] as const;

/**
 * Contact messages. What customers wrote is rendered as React text (escaped), never as HTML; a
 * NUL character arrives as U+FFFD and is shown as such.
 */
export function ContactDesk() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const queryClient = useQueryClient();
  const filterId = useId();
  const sortId = useId();
  const [status, setStatus] = useState('new');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('-createdAt');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useQuery({
    queryKey: ['staff', 'contact', status, sort],
    queryFn: () => staffCall(List, '/contact-messages', { query: { status: status || undefined, sort } }),
  });
  const markAll = useMutation({
    mutationFn: (ids: string[]) =>
      staffCall(z.object({ updated: z.number() }), '/contact-messages/handled', {
        method: 'POST',
        body: { ids, handled: true },
      }),
    onSuccess: () => {
      setSelected(new Set());
      return queryClient.invalidateQueries({ queryKey: ['staff', 'contact'] });
    },
  });
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const csv = new URLSearchParams({ sort, ...(status ? { status } : {}) });
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      staffCall(ContactMessageViewSchema, `/contact-messages/${id}/handled`, {
        method: 'POST',
        body: { handled },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'contact'] }),
  });
  return (
    <section aria-labelledby="contact-title" className="flex flex-col gap-4">
      <h1 id="contact-title" className="text-2xl font-bold text-brand-dark">
        {t('contact.title')}
      </h1>
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('common.status')}
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          className="max-w-xs rounded border border-slate-300 bg-white p-2"
        >
          <option value="">{t('common.all')}</option>
          <option value="new">{t('contact.statuses.new')}</option>
          <option value="handled">{t('contact.statuses.handled')}</option>
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-sm font-medium">
            {t('contact.sort')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as (typeof SORTS)[number])}
            className="rounded border border-slate-300 bg-white p-2"
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`contact.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={selected.size === 0}
          busy={markAll.isPending}
          onClick={() => markAll.mutate([...selected])}
        >
          {t('contact.markSelected', { count: selected.size })}
        </Button>
        <a
          href={`/api/staff/contact-messages.csv?${csv.toString()}`}
          className="rounded-md px-4 py-2 font-semibold text-brand underline underline-offset-4"
        >
          {t('audit.export')}
        </a>
      </div>
      {list.data?.items.length === 0 && <p>{t('common.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((m) => (
          <li key={m.id} className="flex items-start gap-2 rounded bg-white shadow-sm">
            <input
              type="checkbox"
              className="m-4"
              aria-label={t('contact.select', { name: m.name })}
              checked={selected.has(m.id)}
              onChange={() => toggle(m.id)}
            />
            <div className="min-w-0 flex-1">
              <button
                type="button"
                aria-expanded={open === m.id}
                onClick={() => setOpen(open === m.id ? null : m.id)}
                className="flex w-full flex-wrap justify-between gap-2 p-3 text-start"
              >
                <span className="font-semibold">{m.name}</span>
                <span dir="ltr">{m.email}</span>
                <span>{t(`contact.statuses.${m.status}`, { defaultValue: m.status })}</span>
                <span>{when(m.createdAt)}</span>
              </button>
              {open === m.id && (
                <div className="flex flex-col gap-3 border-t border-slate-200 p-3">
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
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
