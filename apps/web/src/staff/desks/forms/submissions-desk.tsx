import { FORM_SUBMISSION_STATUSES, StaffFormSubmissionSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { StatusFilter } from '../shared/list-controls';
import { QueueDesk } from '../shared/queue-desk';
import { SelectField } from '../shared/select-field';
import { useQueueDesk } from '../shared/use-queue-desk';
import { useAllDefinitions } from './api/definitions';
import { SUBMISSIONS_KEY, SUBMISSIONS_LIST_PATH } from './api/submissions';
import { SubmissionDetail } from './submission-detail';
import { useSubmissionColumns } from './submission-columns';

/** All statuses by default: a submission just approved stays on screen for its result file. */
const FILTERS = { status: '', formId: '', q: '' };

/** The forms desk's review queue: every sent form, filtered and sorted on the server. */
export function FormSubmissionsDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const definitions = useAllDefinitions();
  const desk = useQueueDesk(SUBMISSIONS_KEY, SUBMISSIONS_LIST_PATH, StaffFormSubmissionSchema, {
    defaultSort: '-completedAt',
    filters: FILTERS,
  });
  const { filters, setFilter } = desk;
  const columns = useSubmissionColumns(desk.open, desk.setOpen);
  return (
    <QueueDesk
      desk={desk}
      id="form-submissions-title"
      title={t('forms.submissionsTitle')}
      filters={
        <>
          <StatusFilter
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
            options={FORM_SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`forms.statuses.${s}`) }))}
          />
          <SelectField
            label={t('forms.form')}
            value={filters.formId}
            onChange={(event) => setFilter('formId', event.target.value)}
            options={[
              { value: '', label: t('forms.allForms') },
              ...(definitions.data?.items ?? []).map((d) => ({ value: d.id, label: d.title[language] })),
            ]}
          />
          <TextField
            label={t('forms.search')}
            type="search"
            value={filters.q}
            onChange={(event) => setFilter('q', event.target.value)}
          />
        </>
      }
      columns={columns}
      rowId={(s) => s.clientFormId}
      detail={(s) => desk.open === s.clientFormId && <SubmissionDetail clientFormId={s.clientFormId} />}
    />
  );
}
