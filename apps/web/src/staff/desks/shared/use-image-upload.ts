import { UPLOAD_MESSAGES, UPLOAD_RULES, uploadProblem } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProgress } from '../../../components/ui/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { uploadImage, type UploadResult } from '../../api/upload-image';

const FILE_MESSAGES = {
  empty: `common:${UPLOAD_MESSAGES.empty}`,
  type: 'validation.imageType',
  size: 'validation.imageTooBig',
} as const;

/**
 * One image upload at a time: the browser's first check, the progress, a cancel that aborts the
 * request, and the server's refusal as a message. A new file cancels the one still running.
 */
export function useImageUpload(onUploaded: (result: UploadResult) => void) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const upload = useUploadProgress({ abortOnLeave: true });
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const start = async (file: File) => {
    // The browser's first check (UPLOAD_RULES); the server judges the bytes again.
    const problem = uploadProblem(UPLOAD_RULES.contentImages, file);
    if (problem) {
      setError(t(FILE_MESSAGES[problem]));
      return;
    }
    setError(undefined);
    setDone(false);
    try {
      await upload.track(
        async (onProgress, signal) => {
          onUploaded(await uploadImage(file, { onProgress, signal }));
          setDone(true);
        },
        { hideAfter: true },
      );
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') setError(t('upload.cancelled'));
      else
        setError(
          failure instanceof ApiError
            ? (failure.fieldErrors.file?.[0] ?? errorMessage(failure))
            : errorMessage(failure),
        );
    }
  };

  return { start, progress: upload.progress, error, done, cancel: upload.cancel };
}
