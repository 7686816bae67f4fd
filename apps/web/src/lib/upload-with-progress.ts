import { ErrorEnvelopeSchema } from '@waha/shared';
import { ApiError, reportUnauthorized } from './api-client';
import { i18next } from './i18n';

/**
 * POSTs a multipart body by XMLHttpRequest (fetch cannot report upload progress). Resolves with the
 * parsed JSON answer of a 2xx; rejects with an ApiError carrying the server's envelope, or with an
 * AbortError when `signal` is aborted. A 401 is reported like any other call's.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<unknown> {
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
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(payload);
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
