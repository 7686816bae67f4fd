import { acceptOf, UPLOAD_RULES } from '@waha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { UploadResult } from '../../api/upload-image';
import { useImageUpload } from './use-image-upload';

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
  const id = useId();
  const upload = useImageUpload(onUploaded);
  return (
    <div className="flex flex-col gap-1">
      <label className="text-sm font-medium" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={acceptOf(UPLOAD_RULES.contentImages.types)}
        aria-invalid={Boolean(upload.error)}
        aria-describedby={upload.error ? `${id}-error` : undefined}
        onChange={(e) => {
          // Emptied once the upload ends (or is refused), so the same file can be chosen again.
          const field = e.target;
          const file = field.files?.[0];
          if (file)
            void upload.start(file).finally(() => {
              field.value = '';
            });
        }}
      />
      {upload.progress !== null && (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.progress}
            className="h-2 flex-1 overflow-hidden rounded bg-slate-200"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${upload.progress}%` }} />
          </div>
          <Button variant="ghost" onClick={upload.cancel}>
            {t('upload.cancel')}
          </Button>
        </div>
      )}
      {upload.done && (
        <p role="status" className="text-sm text-green-800">
          {t('posts.uploaded')}
        </p>
      )}
      {upload.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {upload.error}
        </p>
      )}
    </div>
  );
}
