import { ErrorEnvelopeSchema } from '@waha/shared';
import type { z } from 'zod';
import { ApiError, reportUnauthorized } from './api-client';
import { i18next } from './i18n';

/**
 * POSTs a multipart body by XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the answer parsed by `schema` when the status is `okStatus`; rejects with an
 * ApiError carrying the server's envelope, or an AbortError when `signal` is aborted. A 401 is
 * reported like any other call's (the session-expired toast, then /login).
 */
export function uploadWithProgress<S extends z.ZodType>(
  url: string,
  body: FormData,
  schema: S,
  {
    onProgress,
    signal,
    okStatus = 201,
  }: { onProgress: (percent: number) => void; signal?: AbortSignal; okStatus?: number },
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
      if (xhr.status === okStatus) {
        onProgress(100);
        resolve(schema.parse(payload));
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      const envelope = ErrorEnvelopeSchema.safeParse(payload);
      reject(
        envelope.success
          ? new ApiError(
              xhr.status,
              envelope.data.code,
              envelope.data.message,
              envelope.data.fieldErrors ?? {},
              envelope.data.details ?? {},
            )
          : new ApiError(xhr.status, 'internal_error', `upload failed with ${xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network error'));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
