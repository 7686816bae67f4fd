import { acceptOf, UPLOAD_MESSAGES, UPLOAD_RULES, uploadProblem } from '@waha/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { uploadImage, type UploadResult } from '../../api/upload-image';

const FILE_MESSAGES = {
  empty: `common:${UPLOAD_MESSAGES.empty}`,
  type: 'validation.imageType',
  size: 'validation.imageTooBig',
} as const;

/**
 * An image upload with a progress bar that can be cancelled. The server judges the file by its
 * bytes and answers the re-encoded variants; `onUploaded` gets them.
 */
export function ImageUpload({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (result: UploadResult) => void;
}) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
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
      if (input.current) input.current.value = '';
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
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label className="text-sm font-medium" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptOf(UPLOAD_RULES.contentImages.types)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {progress !== null && (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded bg-slate-200"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <Button variant="ghost" onClick={() => running.current?.abort()}>
            {t('upload.cancel')}
          </Button>
        </div>
      )}
      {done && (
        <p role="status" className="text-sm text-green-800">
          {t('posts.uploaded')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
