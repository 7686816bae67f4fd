import { TICKET_CATEGORIES, TICKET_REQUEST_TYPES, TICKET_STATUSES, TICKET_TARGET_DAYS } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../shared/select-field';

export const TICKET_FILTERS = { status: '', requestType: '', category: '', age: '', assignee: '', q: '' };
export type TicketFilters = typeof TICKET_FILTERS;

/**
 * The queue's filters (kept in the address by the desk, grouped by the queue desk's frame); the
 * escalation view has no status filter.
 */
export function TicketFilterBar({
  filters,
  setFilter,
  escalated,
}: {
  filters: TicketFilters;
  setFilter: (name: keyof TicketFilters, value: string) => void;
  escalated: boolean;
}) {
  const { t } = useTranslation(['staff', 'tickets']);
  const select = (name: keyof TicketFilters, label: string, options: { value: string; label: string }[]) => (
    <SelectField
      label={label}
      value={filters[name]}
      onChange={(e) => setFilter(name, e.target.value)}
      options={[{ value: '', label: t('tickets.all') }, ...options]}
    />
  );
  const opts = (values: readonly string[], key: string) =>
    values.map((v) => ({ value: v, label: t(`${key}.${v}`, { days: TICKET_TARGET_DAYS }) }));
  return (
    <>
      <TextField
        label={t('tickets.search')}
        type="search"
        value={filters.q}
        onChange={(e) => setFilter('q', e.target.value)}
      />
      {!escalated && select('status', t('tickets.status'), opts(TICKET_STATUSES, 'tickets.statuses'))}
      {select(
        'requestType',
        t('tickets.requestType'),
        opts(TICKET_REQUEST_TYPES, 'tickets:support.requestTypes'),
      )}
      {select('category', t('tickets.category'), opts(TICKET_CATEGORIES, 'tickets:support.categories'))}
      {select('age', t('tickets.age'), opts(['due', 'overdue'], 'tickets'))}
      {select('assignee', t('tickets.assignee'), opts(['me', 'none'], 'tickets'))}
    </>
  );
}
