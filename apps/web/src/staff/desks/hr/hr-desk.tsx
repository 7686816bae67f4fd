import { HR_PIPELINE_STATUSES, HR_PROGRAMS, HrApplicationRowSchema } from '@waha/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueDesk } from '../shared/queue-desk';
import { SelectField } from '../shared/select-field';
import { useQueueDesk } from '../shared/use-queue-desk';
import { ApplicationDetail } from './application-detail';
import { HR_KEY } from './api/applications';
import { useHrColumns } from './hr-columns';
import { RetentionCard } from './retention-card';
import { TextFilter } from './text-filter';

const FILTERS = { q: '', program: '', position: '', status: '', from: '', to: '' };
type Filter = keyof typeof FILTERS;

/**
 * The HR desk (role `hr`): job applications filtered, sorted and paged on the server; one opens
 * in place of the list with everything HR records about it; the retention setting underneath.
 */
export function HrDesk() {
  const { t } = useTranslation(['staff', 'hr']);
  const desk = useQueueDesk([...HR_KEY, 'list'], '/hr/applications', HrApplicationRowSchema, {
    defaultSort: '-createdAt',
    filters: FILTERS,
  });
  const { filters, setFilter, open, setOpen } = desk;
  // The application just closed: "Back" returns focus to its name in the list.
  const closed = useRef<string | null>(null);
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
  const set = (name: Filter) => (value: string) => setFilter(name, value);
  const choices = (values: readonly string[], prefix: string) => [
    { value: '', label: t('hr.all') },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];
  const select = (name: Filter, values: readonly string[], prefix: string) => (
    <SelectField
      label={t(`hr.${name}`)}
      value={filters[name]}
      onChange={(e) => setFilter(name, e.target.value)}
      options={choices(values, prefix)}
    />
  );
  return (
    <QueueDesk
      desk={desk}
      id="hr-title"
      title={t('hr.title')}
      filters={
        <>
          <TextFilter label={t('hr.search')} value={filters.q} onChange={set('q')} />
          {select('program', HR_PROGRAMS, 'hr:program')}
          <TextFilter label={t('hr.position')} value={filters.position} onChange={set('position')} />
          {select('status', HR_PIPELINE_STATUSES, 'hr:status')}
          <TextFilter label={t('hr.from')} type="date" value={filters.from} onChange={set('from')} />
          <TextFilter label={t('hr.to')} type="date" value={filters.to} onChange={set('to')} />
        </>
      }
      below={<RetentionCard />}
      columns={columns}
      rowId={(r) => r.id}
      onOpen={(r) => setOpen(r.id)}
    />
  );
}
