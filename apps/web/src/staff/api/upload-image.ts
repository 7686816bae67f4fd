import { ImageUploadResultSchema } from '@waha/shared';
import type { z } from 'zod';
import { uploadWithProgress } from '../../lib/upload-with-progress';

export type UploadResult = z.infer<typeof ImageUploadResultSchema>;

/**
 * Uploads one image to the content desk with progress. Resolves with the stored variants; rejects
 * with an ApiError (the server's envelope), or with an AbortError when `signal` is aborted.
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress('/api/staff/content/images', body, ImageUploadResultSchema, {
    onProgress,
    signal,
  });
}
