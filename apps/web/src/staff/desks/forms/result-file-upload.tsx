import {
  acceptOf,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadProblem,
  type StaffFormSubmissionDetail,
} from '@waha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useUploadProgress } from '../../../components/ui/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { FORMS_KEY, uploadResult } from './api/submissions';
import { useErrorMessage } from '../../../lib/use-error-message';

const FILE_MESSAGES = {
  empty: `common:${UPLOAD_MESSAGES.empty}`,
  type: 'common:validation.fileType',
  size: 'common:validation.fileTooBig',
} as const;

/**
 * The result file the customer may download from their history (a letter, a certificate):
 * uploaded with progress; the server judges it by its bytes (PDF, PNG or JPG, at most 2 MB).
 */
export function ResultFileUpload({ submission }: { submission: StaffFormSubmissionDetail }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, track } = useUploadProgress({ abortOnLeave: true });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    // The browser's first check (UPLOAD_RULES); the server judges the bytes again.
    const problem = uploadProblem(UPLOAD_RULES.formResults, file);
    if (problem) {
      setError(t(FILE_MESSAGES[problem]));
      return;
    }
    setError(null);
    setDone(false);
    const body = new FormData();
    body.append('file', file);
    try {
      await track(
        async (onProgress, signal) => {
          await uploadResult(submission.clientFormId, body, { onProgress, signal });
          setDone(true);
          if (input.current) input.current.value = '';
          await queryClient.invalidateQueries({ queryKey: FORMS_KEY });
        },
        { hideAfter: true },
      );
    } catch (failure) {
      if ((failure as Error).name === 'AbortError') return;
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors.file?.[0] ?? failure.message)
          : errorMessage(failure),
      );
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {submission.resultFileName && (
        <p className="text-sm">
          {t('forms.resultCurrent')} <bdi>{submission.resultFileName}</bdi>
        </p>
      )}
      <label htmlFor={id} className="text-sm font-medium">
        {t('forms.resultFile')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptOf(UPLOAD_RULES.formResults.types)}
        className="text-sm"
        aria-invalid={Boolean(error)}
      />
      {progress !== null && (
        <progress max={100} value={progress} aria-label={t('forms.uploading', { percent: progress })} />
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {done && <FormAlert tone="success">{t('forms.attached')}</FormAlert>}
      <Button variant="secondary" className="self-start" busy={progress !== null} onClick={upload}>
        {t('forms.attach')}
      </Button>
    </div>
  );
}
