import { AuditEntrySchema, staffDayBounds, type AuditEntry } from '@waha/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { DataTable, type TableColumn } from '../shared/data-table';
import { CsvLink } from '../shared/list-controls';
import { useServerList } from '../shared/use-server-list';
import { Form } from '../../../components/ui/form';

const JSON_CELL = 'max-w-xs font-mono text-xs break-all';
interface Filters {
  actor: string;
  recordType: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { actor: '', recordType: '', from: '', to: '' };

/** The instant a typed Riyadh day starts or (`to`, inclusive) ends; nothing for an unfinished date. */
function dayEdge(day: string, edge: 'from' | 'to'): string | undefined {
  if (!day) return undefined;
  try {
    const bounds = staffDayBounds(day);
    return edge === 'from' ? bounds.from : new Date(Date.parse(bounds.to) - 1).toISOString();
  } catch {
    return undefined;
  }
}

/** `from`/`to` are Riyadh days typed in a date input: whole days, both ends included. */
function toQuery(f: Filters) {
  return {
    actor: f.actor.trim() || undefined,
    recordType: f.recordType.trim() || undefined,
    from: dayEdge(f.from, 'from'),
    to: dayEdge(f.to, 'to'),
  };
}

/** The admin's audit log: filters by person, record and time; CSV export of the same filter. */
export function AuditPage() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const { table, exportQuery } = useServerList(['staff', 'audit'], '/audit', AuditEntrySchema, {
    defaultSort: '-at',
    filters: toQuery(filters),
  });
  const columns = useMemo<TableColumn<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: t('common.when'),
        sortField: 'at',
        className: 'whitespace-nowrap',
        cell: (e) => when(e.at),
      },
      { id: 'actor', header: t('common.who'), sortField: 'actor', dir: 'ltr', cell: (e) => e.actor },
      { id: 'action', header: t('audit.action'), sortField: 'action', dir: 'ltr', cell: (e) => e.action },
      {
        id: 'record',
        header: t('audit.record'),
        sortField: 'recordType',
        dir: 'ltr',
        cell: (e) => `${e.recordType} ${e.recordId}`,
      },
      {
        id: 'before',
        header: t('audit.before'),
        dir: 'ltr',
        className: JSON_CELL,
        cell: (e) => e.before ?? '—',
      },
      {
        id: 'after',
        header: t('audit.after'),
        dir: 'ltr',
        className: JSON_CELL,
        cell: (e) => e.after ?? '—',
      },
      { id: 'client', header: t('audit.client'), dir: 'ltr', className: 'text-xs', cell: (e) => e.ip },
    ],
    [t, when],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
      <Form
        onSubmit={submit}
        className="grid gap-3 rounded bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField label={t('audit.actor')} dir="ltr" {...field('actor')} />
        <TextField label={t('audit.record')} dir="ltr" {...field('recordType')} />
        <TextField label={t('audit.from')} type="date" {...field('from')} />
        <TextField label={t('audit.to')} type="date" {...field('to')} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('audit.filter')}</Button>
          <CsvLink href={`/api/staff/audit.csv?${exportQuery}`} />
        </div>
      </Form>
      <DataTable caption={t('audit.title')} columns={columns} rowId={(e) => e.id} {...table} />
    </section>
  );
}
