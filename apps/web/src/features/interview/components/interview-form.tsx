import { INTERVIEW_CRITERIA, type InterviewEvaluationInput, type InterviewSubmitted } from '@waha/shared';
import { useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignatureField } from '../../../components/ui/signature-field';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { DigitsField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { RatingFieldset } from './rating-fieldset';
import { Form } from '../../../components/ui/form';

const TEXT_FIELDS = [
  'candidateName',
  'interviewDate',
  'position',
  'nationality',
  'yearsOfExperience',
  'age',
  'qualifications',
  'additionalInfo',
  'recommendation',
  'lastPosition',
  'salaryAndBenefits',
  'requestedPosition',
  'requestedSalary',
  'interviewerName',
  'employeeNumber',
] as const;

const emptyForm = (applicationReference: string): InterviewEvaluationInput => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >),
  ratings: Object.fromEntries(
    INTERVIEW_CRITERIA.map((c) => [c, { rating: '', reason: '' }]),
  ) as unknown as InterviewEvaluationInput['ratings'],
  signature: '',
  applicationReference,
});

const resolver = lazyResolver<InterviewEvaluationInput>(
  async () => (await import('../model/evaluation-resolver')).evaluationResolver as never,
);

/** The /interview-summary form: the shared schema on both sides, the employee checked by the server. */
export function InterviewForm({
  applicationReference,
  onSubmitted,
}: {
  applicationReference: string;
  onSubmitted: (result: InterviewSubmitted) => void;
}) {
  const { t } = useTranslation('hr');
  const form = useForm<InterviewEvaluationInput>({
    resolver,
    defaultValues: emptyForm(applicationReference),
    shouldFocusError: true,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    label: t(`interview.fields.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });

  const { onSubmit, formError } = useSendEvaluation(form, onSubmitted);

  return (
    <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow">
      <section aria-labelledby="candidate-heading" className="grid gap-5 md:grid-cols-2">
        <h2 id="candidate-heading" className="text-lg font-semibold text-brand md:col-span-2">
          {t('interview.candidateSection')}
        </h2>
        <TextField required autoComplete="off" {...field('candidateName')} />
        <DateField required {...field('interviewDate')} />
        <TextField required {...field('position')} />
        <TextField required {...field('nationality')} />
        <DigitsField required {...field('yearsOfExperience')} />
        <DigitsField required {...field('age')} />
        <TextAreaField required className="flex flex-col gap-1 md:col-span-2" {...field('qualifications')} />
      </section>

      <RatingsSection register={register} errors={errors} />

      <section aria-labelledby="outcome-heading" className="grid gap-5 md:grid-cols-2">
        <h2 id="outcome-heading" className="text-lg font-semibold text-brand md:col-span-2">
          {t('interview.outcomeSection')}
        </h2>
        <TextAreaField className="flex flex-col gap-1 md:col-span-2" {...field('additionalInfo')} />
        <TextAreaField required className="flex flex-col gap-1 md:col-span-2" {...field('recommendation')} />
        <TextField required {...field('lastPosition')} />
        <TextField required {...field('salaryAndBenefits')} />
        <TextField required {...field('requestedPosition')} />
        <DigitsField required hint={t('interview.salaryHint')} {...field('requestedSalary')} />
      </section>

      <section aria-labelledby="interviewer-heading" className="grid gap-5 md:grid-cols-2">
        <h2 id="interviewer-heading" className="text-lg font-semibold text-brand md:col-span-2">
          {t('interview.interviewerSection')}
        </h2>
        <TextField required autoComplete="name" {...field('interviewerName')} />
        <DigitsField required {...field('employeeNumber')} />
        <div className="md:col-span-2">
          <SignatureField
            label={t('interview.fields.signature')}
            hint={t('interview.signatureHint')}
            error={errors.signature?.message}
            onChange={(dataUrl) =>
              form.setValue('signature', dataUrl, { shouldValidate: formState.isSubmitted })
            }
          />
        </div>
      </section>

      <LinkedApplication reference={applicationReference} error={errors.applicationReference?.message} />
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Button type="submit" className="self-start" busy={formState.isSubmitting}>
        {t('interview.submit')}
      </Button>
    </Form>
  );
}

/** Sends the evaluation; the server's refusals go beside their fields, anything else above the button. */
function useSendEvaluation(
  form: UseFormReturn<InterviewEvaluationInput>,
  onSubmitted: (result: InterviewSubmitted) => void,
) {
  const { t } = useTranslation('hr');
  const errorMessage = useErrorMessage();
  const submit = useSubmitEvaluation();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      onSubmitted(await submit.mutateAsync(form.getValues()));
      void showToast('success', t('interview.received'));
    } catch (error) {
      const placed = applyFieldErrors(
        error,
        form.setError,
        (name) => name as Path<InterviewEvaluationInput>,
        { shouldFocus: true },
      );
      if (!placed) {
        const known = error instanceof ApiError && error.status > 0 && error.status < 500;
        const message = known ? errorMessage(error) : t('interview.failed');
        setFormError(message);
        void showToast('error', message);
      }
    }
  });
  return { onSubmit, formError };
}

function RatingsSection({
  register,
  errors,
}: {
  register: UseFormRegister<InterviewEvaluationInput>;
  errors: FieldErrors<InterviewEvaluationInput>;
}) {
  const { t } = useTranslation('hr');
  return (
    <section aria-labelledby="ratings-heading" className="flex flex-col gap-4">
      <h2 id="ratings-heading" className="text-lg font-semibold text-brand">
        {t('interview.ratingsSection')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {INTERVIEW_CRITERIA.map((criterion) => (
          <RatingFieldset key={criterion} criterion={criterion} register={register} errors={errors} />
        ))}
      </div>
    </section>
  );
}

/** The application the evaluation is for (from the link), and the server's word if it is unknown. */
function LinkedApplication({ reference, error }: { reference: string; error: string | undefined }) {
  const { t } = useTranslation('hr');
  return (
    <>
      {reference && (
        <p className="text-sm text-slate-700">
          {t('interview.linkedTo')}{' '}
          <strong dir="ltr" className="font-mono">
            {reference}
          </strong>
        </p>
      )}
      {error && <FormAlert tone="error">{t(error)}</FormAlert>}
    </>
  );
}
