import { FORM_REVIEW_TRANSITIONS, type StaffFormSubmissionDetail } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { FORMS_KEY, postReview } from './api/submissions';
import { ResultFileUpload } from './result-file-upload';

/** Under review, approve, or reject with the reason the customer will read; and the result file. */
export function ReviewActions({ submission }: { submission: StaffFormSubmissionDetail }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const next = FORM_REVIEW_TRANSITIONS[submission.status];
  const review = useMutation({
    mutationFn: (body: { status: 'under_review' | 'approved' | 'rejected'; reason?: string }) =>
      postReview(submission.clientFormId, body),
    onMutate: () => setReasonError(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_KEY }),
    onError: (error) => {
      if (error instanceof ApiError) setReasonError(error.fieldErrors.reason?.[0]);
    },
  });
  return (
    <section aria-label={t('forms.review')} className="flex flex-col gap-3">
      <h2 className="font-semibold">{t('forms.review')}</h2>
      {submission.rejectionReason && (
        <p className="text-sm" dir="auto">
          {t('forms.rejectionReason', { reason: submission.rejectionReason })}
        </p>
      )}
      {next.length > 0 && <p className="text-sm text-slate-700">{t('forms.smsNote')}</p>}
      {review.isError && !reasonError && <FormAlert tone="error">{errorMessage(review.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {next.includes('under_review') && (
          <Button
            variant="secondary"
            busy={review.isPending}
            onClick={() => review.mutate({ status: 'under_review' })}
          >
            {t('forms.startReview')}
          </Button>
        )}
        {next.includes('approved') && (
          <Button busy={review.isPending} onClick={() => review.mutate({ status: 'approved' })}>
            {t('forms.approve')}
          </Button>
        )}
      </div>
      {next.includes('rejected') && (
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={t('forms.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            rows={2}
          />
          <Button
            variant="secondary"
            className="self-start"
            busy={review.isPending}
            onClick={() => review.mutate({ status: 'rejected', reason })}
          >
            {t('forms.reject')}
          </Button>
        </div>
      )}
      <ResultFileUpload submission={submission} />
    </section>
  );
}
