import { HR_PIPELINE_STATUSES, HR_PROGRAMS, HrApplicationRowSchema } from '@waha/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../shared/data-table';
import { SelectField } from '../shared/select-field';
import { useServerList } from '../shared/use-server-list';
import { ApplicationDetail } from './application-detail';
import { HR_KEY } from './api/applications';
import { useHrColumns } from './hr-columns';
import { RetentionCard } from './retention-card';
import { TextFilter } from './text-filter';

const EMPTY_FILTERS = { q: '', program: '', position: '', status: '', from: '', to: '' };

/**
 * The HR desk (role `hr`): job applications filtered, sorted and paged on the server; one opens
 * in place of the list with everything HR records about it; the retention setting underneath.
 */
export function HrDesk() {
  const { t } = useTranslation('hr');
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  // The application just closed: "Back" returns focus to its name in the list.
  const closed = useRef<string | null>(null);
  const set = (key: keyof typeof EMPTY_FILTERS) => (value: string) =>
    setFilters({ ...filters, [key]: value });
  const { table } = useServerList([...HR_KEY, 'list'], '/hr/applications', HrApplicationRowSchema, {
    defaultSort: '-createdAt',
    filters: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim() || undefined])),
  });
  const columns = useHrColumns(setOpen, closed);

  if (open)
    return (
      <ApplicationDetail
        id={open}
        onBack={() => {
          closed.current = open;
          setOpen(null);
        }}
      />
    );
  const choices = (values: readonly string[], prefix: string) => [
    { value: '', label: t('desk.all') },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];
  return (
    <section aria-labelledby="hr-title" className="flex flex-col gap-4">
      <h1 id="hr-title" className="text-2xl font-bold text-brand-dark">
        {t('desk.title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('desk.filters')}>
        <TextFilter label={t('desk.search')} value={filters.q} onChange={set('q')} />
        <SelectField
          label={t('desk.program')}
          value={filters.program}
          onChange={(e) => set('program')(e.target.value)}
          options={choices(HR_PROGRAMS, 'program')}
        />
        <TextFilter label={t('desk.position')} value={filters.position} onChange={set('position')} />
        <SelectField
          label={t('desk.status')}
          value={filters.status}
          onChange={(e) => set('status')(e.target.value)}
          options={choices(HR_PIPELINE_STATUSES, 'status')}
        />
        <TextFilter label={t('desk.from')} type="date" value={filters.from} onChange={set('from')} />
        <TextFilter label={t('desk.to')} type="date" value={filters.to} onChange={set('to')} />
      </div>
      {!table.loading && table.total === 0 && <p>{t('desk.empty')}</p>}
      <DataTable caption={t('desk.title')} columns={columns} rowId={(r) => r.id} {...table} />
      <RetentionCard />
    </section>
  );
}
