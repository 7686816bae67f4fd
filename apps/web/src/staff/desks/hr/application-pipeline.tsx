import { HR_PIPELINE_STATUSES, type HrApplicationDetail, type HrStatusChange } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { SelectField } from '../shared/select-field';
import { DetailSection } from './detail-section';
import { useApplicationWrite } from './api/applications';
import { Form } from '../../../components/ui/form';

/** The pipeline status, the control that moves it, and every change so far (who and when). */
export function ApplicationPipeline({ application: a }: { application: HrApplicationDetail }) {
  const { t } = useTranslation(['staff', 'hr']);
  const when = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const [next, setNext] = useState('');
  const move = useApplicationWrite<HrStatusChange>(a.id, 'status');
  const others = HR_PIPELINE_STATUSES.filter((s) => s !== a.status);
  return (
    <DetailSection title={t('hr.pipeline')}>
      <p>
        <span className="font-medium text-slate-600">{t('hr.status')}: </span>
        <strong>{t(`hr:status.${a.status}`)}</strong>
      </p>
      {!a.purgedAt && (
        <Form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (next)
              move.mutate({ status: next as HrStatusChange['status'] }, { onSuccess: () => setNext('') });
          }}
        >
          <SelectField
            label={t('hr.moveTo')}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            options={[
              { value: '', label: t('hr.choose') },
              ...others.map((s) => ({ value: s, label: t(`hr:status.${s}`) })),
            ]}
          />
          <Button type="submit" busy={move.isPending} disabled={!next}>
            {t('hr.move')}
          </Button>
        </Form>
      )}
      {move.isSuccess && <FormAlert tone="success">{t('hr.statusChanged')}</FormAlert>}
      {move.error && <FormAlert tone="error">{errorMessage(move.error)}</FormAlert>}
      {a.events.length > 0 && (
        <>
          <h3 className="font-semibold">{t('hr.history')}</h3>
          <ol className="flex flex-col gap-1 text-sm">
            {a.events.map((e) => (
              <li key={`${e.at}-${e.toStatus}`}>
                {t('hr.historyEntry', {
                  from: e.fromStatus ? t(`hr:status.${e.fromStatus}`) : '—',
                  to: t(`hr:status.${e.toStatus}`),
                  actor: e.actor,
                  at: when(e.at),
                })}
              </li>
            ))}
          </ol>
        </>
      )}
    </DetailSection>
  );
}
