import {
  FORM_SUBMISSION_STATUSES,
  StaffFormDefinitionSchema,
  StaffFormSubmissionSchema,
  listOf,
  type StaffFormSubmission,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { DataTable, type TableColumn } from '../shared/data-table';
import { ExpandButton, StatusFilter } from '../shared/list-controls';
import { SelectField } from '../shared/select-field';
import { useServerList } from '../shared/use-server-list';
import { DEFINITIONS_KEY } from './definitions-desk';
import { SubmissionDetail } from './submission-detail';

const KEY = ['staff', 'forms', 'submissions'];

/** The forms desk's review queue: every sent form, filtered and sorted on the server. */
export function FormSubmissionsDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const when = useFormatDateTime();
  // All statuses by default: a submission just approved stays on screen for its result file.
  const [status, setStatus] = useState('');
  const [formId, setFormId] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [open, setOpen] = useState<string | null>(null);
  const definitions = useQuery({
    queryKey: [...DEFINITIONS_KEY, 'all'],
    queryFn: () =>
      staffCall(listOf(StaffFormDefinitionSchema), '/forms/definitions', { query: { pageSize: 200 } }),
  });
  const { table } = useServerList(KEY, '/forms/submissions', StaffFormSubmissionSchema, {
    defaultSort: '-completedAt',
    filters: { status: status || undefined, formId: formId || undefined, q: q || undefined },
  });
  const columns = useMemo<TableColumn<StaffFormSubmission>[]>(
    () => [
      {
        id: 'customer',
        header: t('forms.customer'),
        cell: (s) => (
          <ExpandButton
            open={open === s.clientFormId}
            onToggle={() => setOpen(open === s.clientFormId ? null : s.clientFormId)}
          >
            <bdi>{s.customerName}</bdi>
          </ExpandButton>
        ),
      },
      {
        id: 'nationalId',
        header: t('forms.nationalId'),
        sortField: 'nationalId',
        dir: 'ltr',
        cell: (s) => s.nationalId,
      },
      { id: 'form', header: t('forms.form'), sortField: 'formId', cell: (s) => s.formTitle[language] },
      {
        id: 'status',
        header: t('common.status'),
        sortField: 'status',
        cell: (s) => t(`forms.statuses.${s.status}`),
      },
      {
        id: 'completedAt',
        header: t('forms.completed'),
        sortField: 'completedAt',
        cell: (s) => when(s.completedAt),
      },
    ],
    [t, language, when, open],
  );
  return (
    <section aria-labelledby="form-submissions-title" className="flex flex-col gap-4">
      <h1 id="form-submissions-title" className="text-2xl font-bold text-brand-dark">
        {t('forms.submissionsTitle')}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={FORM_SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`forms.statuses.${s}`) }))}
        />
        <SelectField
          label={t('forms.form')}
          value={formId}
          onChange={(event) => setFormId(event.target.value)}
          options={[
            { value: '', label: t('forms.allForms') },
            ...(definitions.data?.items ?? []).map((d) => ({ value: d.id, label: d.title[language] })),
          ]}
        />
        <TextField
          label={t('forms.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <DataTable
        caption={t('forms.submissionsTitle')}
        columns={columns}
        rowId={(s) => s.clientFormId}
        {...table}
        detail={(s) => open === s.clientFormId && <SubmissionDetail clientFormId={s.clientFormId} />}
      />
    </section>
  );
}
