import { UPLOAD_MESSAGES, UPLOAD_RULES, uploadProblem } from '@waha/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const running = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    // The browser's first check (UPLOAD_RULES); the server judges the bytes again.
    const problem = uploadProblem(UPLOAD_RULES.contentImages, file);
    if (problem) {
      setError(t(FILE_MESSAGES[problem]));
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(undefined);
    setDone(false);
    setProgress(0);
    try {
      const result = await uploadImage(file, { onProgress: setProgress, signal: controller.signal });
      onUploaded(result);
      setDone(true);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') setError(t('upload.cancelled'));
      else
        setError(
          failure instanceof ApiError
            ? (failure.fieldErrors.file?.[0] ?? errorMessage(failure))
            : errorMessage(failure),
        );
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  };

  const cancel = () => running.current?.abort();
  return { start, progress, error, done, cancel };
}
