import { AuditEntrySchema, listOf } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { staffCall } from '../api/staff-api';
import { useFormatDateTime } from '../format';

const List = listOf(AuditEntrySchema);
interface Filters {
  actor: string;
  recordType: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { actor: '', recordType: '', from: '', to: '' };

/** `from`/`to` are Riyadh days typed in a date input: whole days, UTC+3. */
function toQuery(f: Filters) {
  return {
    actor: f.actor.trim() || undefined,
    recordType: f.recordType.trim() || undefined,
    from: f.from ? `${f.from}T00:00:00+03:00` : undefined,
    to: f.to ? `${f.to}T23:59:59+03:00` : undefined,
  };
}

/** The admin's audit log: filters by person, record and time; CSV export of the same filter. */
export function AuditPage() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const pageSize = 50;
  const list = useQuery({
    queryKey: ['staff', 'audit', filters, page],
    queryFn: () => staffCall(List, '/audit', { query: { ...toQuery(filters), page, pageSize } }),
  });
  const csv = new URLSearchParams(
    Object.entries(toQuery(filters)).filter((e): e is [string, string] => Boolean(e[1])),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="text-2xl font-bold text-brand-dark">
        {t('audit.title')}
      </h1>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField label={t('audit.actor')} dir="ltr" {...field('actor')} />
        <TextField label={t('audit.record')} dir="ltr" {...field('recordType')} />
        <TextField label={t('audit.from')} type="date" {...field('from')} />
        <TextField label={t('audit.to')} type="date" {...field('to')} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('audit.filter')}</Button>
          <a
            href={`/api/staff/audit.csv?${csv.toString()}`}
            download
            className="inline-flex items-center rounded-md border border-brand px-4 py-2 font-semibold text-brand"
          >
            {t('audit.export')}
          </a>
        </div>
      </form>
      <div className="overflow-x-auto">
        <table className="w-full bg-white text-sm">
          <thead>
            <tr className="bg-slate-100">
              {(
                [
                  'common.when',
                  'common.who',
                  'audit.action',
                  'audit.record',
                  'audit.before',
                  'audit.after',
                  'audit.client',
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className="p-2 text-start">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((e) => (
              <tr key={e.id} className="border-t border-slate-200 align-top">
                <td className="p-2 whitespace-nowrap">{when(e.at)}</td>
                <td className="p-2" dir="ltr">
                  {e.actor}
                </td>
                <td className="p-2" dir="ltr">
                  {e.action}
                </td>
                <td className="p-2" dir="ltr">
                  {e.recordType} {e.recordId}
                </td>
                <td className="max-w-xs p-2 font-mono text-xs break-all" dir="ltr">
                  {e.before ?? '—'}
                </td>
                <td className="max-w-xs p-2 font-mono text-xs break-all" dir="ltr">
                  {e.after ?? '—'}
                </td>
                <td className="p-2 text-xs" dir="ltr">
                  {e.ip}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('common.page', { page, pages })} className="flex items-center gap-3">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <span>{t('common.page', { page, pages })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('common.next')}
        </Button>
      </nav>
    </section>
  );
}
