import { FORM_SUBMISSION_STATUSES, StaffFormSubmissionSchema } from '@waha/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { DataTable } from '../shared/data-table';
import { StatusFilter } from '../shared/list-controls';
import { SelectField } from '../shared/select-field';
import { useServerList } from '../shared/use-server-list';
import { useAllDefinitions } from './api/definitions';
import { SUBMISSIONS_KEY, SUBMISSIONS_LIST_PATH } from './api/submissions';
import { SubmissionDetail } from './submission-detail';
import { useSubmissionColumns } from './submission-columns';

/** The forms desk's review queue: every sent form, filtered and sorted on the server. */
export function FormSubmissionsDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  // All statuses by default: a submission just approved stays on screen for its result file.
  const [status, setStatus] = useState('');
  const [formId, setFormId] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [open, setOpen] = useState<string | null>(null);
  const definitions = useAllDefinitions();
  const { table } = useServerList(SUBMISSIONS_KEY, SUBMISSIONS_LIST_PATH, StaffFormSubmissionSchema, {
    defaultSort: '-completedAt',
    filters: { status: status || undefined, formId: formId || undefined, q: q || undefined },
  });
  const columns = useSubmissionColumns(open, setOpen);
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
