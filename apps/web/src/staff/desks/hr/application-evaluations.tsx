import type { HrApplicationDetail } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../shared/select-field';
import { DetailSection } from './detail-section';
import { EvaluationCard } from './evaluation-card';
import { useApplicationWrite } from './api/applications';
import { useUnlinkedEvaluations } from './api/evaluations';
import { InterviewLink } from './interview-link';
import { Form } from '../../../components/ui/form';

/** The evaluations linked to the application, the link for the interviewer, and linking one sent without it. */
export function ApplicationEvaluations({ application: a }: { application: HrApplicationDetail }) {
  const { t } = useTranslation('staff');
  const [choice, setChoice] = useState('');
  const unlinked = useUnlinkedEvaluations();
  const link = useApplicationWrite<{ evaluationId: string }>(a.id, 'evaluations');
  return (
    <DetailSection title={t('hr.evaluations')}>
      {a.evaluations.length === 0 && <p>{t('hr.noEvaluations')}</p>}
      {a.evaluations.map((e) => (
        <EvaluationCard key={e.id} evaluation={e} />
      ))}
      {!a.purgedAt && <InterviewLink reference={a.reference} />}
      {!a.purgedAt && (unlinked.data?.length ?? 0) > 0 && (
        <Form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice)
              link.mutate(
                { evaluationId: choice },
                { onSuccess: () => (setChoice(''), void unlinked.refetch()) },
              );
          }}
        >
          <SelectField
            label={t('hr.linkEvaluation')}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              { value: '', label: t('hr.choose') },
              ...(unlinked.data ?? []).map((e) => ({
                value: e.id,
                label: `${e.candidateName} · ${e.position} · ${e.interviewDate}`,
              })),
            ]}
          />
          <Button type="submit" variant="secondary" busy={link.isPending} disabled={!choice}>
            {t('hr.link')}
          </Button>
        </Form>
      )}
    </DetailSection>
  );
}
