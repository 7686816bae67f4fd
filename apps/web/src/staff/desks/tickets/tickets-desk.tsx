import {
  listOf,
  StaffTicketRowSchema,
  TICKET_CATEGORIES,
  TICKET_REQUEST_TYPES,
  TICKET_STATUSES,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { TicketClock } from './ticket-clock';
import { TicketDetail } from './ticket-detail';

const List = listOf(StaffTicketRowSchema);

function Filter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('tickets');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded border border-slate-300 bg-white p-2"
      >
        <option value="">{t('desk.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The support desk (and, with `escalated`, the escalation department's view): a queue with its
 * filters and the 7-day clock, each ticket opening in place.
 */
export function TicketsDesk({ escalated = false }: { escalated?: boolean }) {
  const { t } = useTranslation('tickets');
  const when = useFormatDateTime();
  const searchId = useId();
  const [filters, setFilters] = useState({
    status: '',
    requestType: '',
    category: '',
    age: '',
    assignee: '',
    q: '',
  });
  const [open, setOpen] = useState<string | null>(null);
  const set = (key: keyof typeof filters) => (value: string) => setFilters({ ...filters, [key]: value });
  const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v || undefined]));
  const list = useQuery({
    queryKey: ['staff', 'tickets', escalated, filters],
    queryFn: () => staffCall(List, escalated ? '/escalations' : '/tickets', { query }),
  });
  const opts = (values: readonly string[], key: string) =>
    values.map((v) => ({ value: v, label: t(`${key}.${v}`) }));
  return (
    <section aria-labelledby="tickets-title" className="flex flex-col gap-4">
      <h1 id="tickets-title" className="text-2xl font-bold text-brand-dark">
        {t(escalated ? 'desk.escalationsTitle' : 'desk.title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('desk.filters')}>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('desk.search')}
          </label>
          <input
            id={searchId}
            value={filters.q}
            onChange={(e) => set('q')(e.target.value)}
            className="rounded border border-slate-300 bg-white p-2"
          />
        </div>
        {!escalated && (
          <Filter
            label={t('desk.status')}
            value={filters.status}
            onChange={set('status')}
            options={opts(TICKET_STATUSES, 'ticket.statuses')}
          />
        )}
        <Filter
          label={t('desk.requestType')}
          value={filters.requestType}
          onChange={set('requestType')}
          options={opts(TICKET_REQUEST_TYPES, 'support.requestTypes')}
        />
        <Filter
          label={t('desk.category')}
          value={filters.category}
          onChange={set('category')}
          options={opts(TICKET_CATEGORIES, 'support.categories')}
        />
        <Filter
          label={t('desk.age')}
          value={filters.age}
          onChange={set('age')}
          options={opts(['due', 'overdue'], 'desk')}
        />
        <Filter
          label={t('desk.assignee')}
          value={filters.assignee}
          onChange={set('assignee')}
          options={opts(['me', 'none'], 'desk')}
        />
      </div>
      {list.data?.items.length === 0 && <p>{t('desk.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((r) => (
          <li key={r.id} className="rounded bg-white shadow-sm">
            <button
              type="button"
              aria-expanded={open === r.id}
              onClick={() => setOpen(open === r.id ? null : r.id)}
              className="flex w-full flex-wrap items-center justify-between gap-2 p-3 text-start"
            >
              <span className="font-semibold" dir="ltr">
                {r.id}
              </span>
              <span dir="auto">{r.name}</span>
              <span>{t(`support.requestTypes.${r.requestType}`, { defaultValue: r.requestType })}</span>
              <span>{t(`ticket.statuses.${r.status}`)}</span>
              <span>{when(r.createdAt)}</span>
              <TicketClock targetAt={r.targetAt} status={r.status} />
            </button>
            {open === r.id && <TicketDetail id={r.id} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EscalationsDesk() {
  return <TicketsDesk escalated />;
}
