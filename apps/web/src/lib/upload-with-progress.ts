import type { z } from 'zod';
import { ApiError, isEnvelope, reportUnauthorized } from './api-client';
import { i18next } from './i18n';

interface UploadOptions {
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  okStatus?: number;
}

/**
 * POSTs a multipart body by XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the answer parsed by `schema` when the status is `okStatus`; rejects with an
 * ApiError carrying the server's envelope, or an AbortError when `signal` is aborted. A 401 is
 * reported like any other call's (the session-expired toast, then /login).
 *
 * `schema` is a schema object, or a function that checks the answer (parseAnswer: the schema and
 * zod load with the answer, so a public form page does not load zod with this module).
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  schema: (payload: unknown) => Promise<T>,
  options: UploadOptions,
): Promise<T>;
export function uploadWithProgress<S extends z.ZodType>(
  url: string,
  body: FormData,
  schema: S,
  options: UploadOptions,
): Promise<z.infer<S>>;
export function uploadWithProgress(
  url: string,
  body: FormData,
  schema: ((payload: unknown) => Promise<unknown>) | z.ZodType,
  { onProgress, signal, okStatus = 201 }: UploadOptions,
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
      if (xhr.status === okStatus) {
        onProgress(100);
        if (typeof schema === 'function') resolve(schema(payload));
        else {
          try {
            resolve(schema.parse(payload));
          } catch (error) {
            reject(error);
          }
        }
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      // Told apart as every other call's error answer is (api-client), without zod.
      reject(
        isEnvelope(payload)
          ? new ApiError(
              xhr.status,
              payload.code,
              payload.message,
              payload.fieldErrors ?? {},
              payload.details ?? {},
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
