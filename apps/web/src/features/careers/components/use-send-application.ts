import type { CareerProgram, JobApplicationInput, JobApplicationSubmitted } from '@waha/shared';
import { useEffect, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignatureHandle } from '../../../components/ui/signature-field';
import { useUploadProgress } from '../../../components/ui/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { showToast } from '../../../lib/toasts';
import { submitApplication } from '../api/careers-api';
import { clearDraft } from '../lib/draft';
import { focusFirstError } from '../lib/focus-first-error';
import { isAttachment, type Attached } from './use-attached';

/**
 * Sends the application with its files and signature, or shows every problem at once (the
 * answers', the files' and the server's) and focuses the first.
 */
export function useSendApplication({
  program,
  form,
  attached,
  root,
  signature,
  onSubmitted,
}: {
  program: CareerProgram;
  form: UseFormReturn<JobApplicationInput>;
  attached: Attached;
  root: RefObject<HTMLFormElement | null>;
  signature: RefObject<SignatureHandle | null>;
  onSubmitted: (result: JobApplicationSubmitted) => void;
}) {
  const { t } = useTranslation('careers');
  const upload = useUploadProgress();
  const [formError, setFormError] = useState<string | null>(null);

  // Counts the times the problems were shown: the first one is focused after React has rendered
  // the messages. On the first check the schema loads first (lazyResolver), and the messages can
  // render after the next frame, too late for a focus scheduled with the check.
  const [problemsShown, setProblemsShown] = useState(0);
  useEffect(() => {
    if (problemsShown > 0) focusFirstError(root.current);
  }, [problemsShown, root]);

  const showProblems = () => {
    setFormError(t('errors.missingRequired'));
    setProblemsShown((count) => count + 1);
  };

  const send = async () => {
    const png = await signature.current?.toPng();
    if (!attached.check() || !png) return showProblems();
    setFormError(null);
    try {
      await upload.track(async (onProgress) => {
        // The answers go as typed: the server normalises them with the same schema.
        const result = await submitApplication(program, form.getValues(), attached.files, png, onProgress);
        clearDraft(program);
        onSubmitted(result);
        void showToast('success', t('done.title'));
      });
    } catch (error) {
      const refused = attached.refuse(error instanceof ApiError ? error.fieldErrors : {});
      const placed = applyFieldErrors(error, form.setError, (field) =>
        isAttachment(field) || field === 'signature' || field === 'program' ? null : (field as never),
      );
      if (placed || refused) return showProblems();
      setFormError(t('errors.sendFailed'));
      void showToast('error', t('errors.sendFailed'));
    }
  };

  const onInvalid = () => {
    attached.check();
    showProblems();
  };

  return { send, onInvalid, progress: upload.progress, formError };
}
