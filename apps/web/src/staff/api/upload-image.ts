import { ErrorEnvelopeSchema, ImageUploadResultSchema } from '@waha/shared';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';

export type UploadResult = z.infer<typeof ImageUploadResultSchema>;

/**
 * Uploads one image to the content desk by XMLHttpRequest: fetch cannot report upload progress.
 * Resolves with the stored variants; rejects with an ApiError (the server's envelope), or with an
 * AbortError when `signal` is aborted.
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/staff/content/images');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', i18next.language || 'ar');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status === 201) {
        onProgress(100);
        resolve(ImageUploadResultSchema.parse(payload));
        return;
      }
      const envelope = ErrorEnvelopeSchema.safeParse(payload);
      reject(
        envelope.success
          ? new ApiError(
              xhr.status,
              envelope.data.code,
              envelope.data.message,
              envelope.data.fieldErrors ?? {},
            )
          : new ApiError(xhr.status, 'internal_error', `upload failed with ${xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network error'));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
