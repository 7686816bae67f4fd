import { IMAGE_UPLOAD_MAX_BYTES } from '@waha/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error.js';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** The widths the site serves (news cards and the post page). */
export const IMAGE_WIDTHS = [1200, 600] as const;

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/**
 * An uploaded image, judged by its bytes (never its name or declared type), re-encoded to WebP at
 * the site's widths: the re-encode drops metadata (location, camera) and anything hidden after the
 * image data. Refusals are 4xx with a field message; nothing is kept.
 */
export async function processImage(bytes: Buffer): Promise<ImageVariant[]> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', { file: ['staff:validation.imageTooBig'] });
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime))
    throw new AppError(415, 'unsupported_media_type', { file: ['staff:validation.imageType'] });
  try {
    // limitInputPixels stops decompression bombs (a tiny file that decodes to gigabytes).
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        bytes: await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError(415, 'unsupported_media_type', { file: ['staff:validation.imageType'] });
  }
}
