import type { UploadMime } from '@waha/shared';
import sharp from 'sharp';

/** Stops decompression bombs: a tiny file that decodes to gigabytes of pixels. */
const LIMIT_INPUT_PIXELS = 40_000_000;
/** The widths the site serves content images at (news cards and the post page). */
export const IMAGE_WIDTHS = [1200, 600] as const;

const decode = (bytes: Buffer) =>
  // failOn 'error': a file sharp can only half read is refused rather than stored half drawn.
  sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' }).rotate();

/**
 * An accepted image drawn again from its pixels in its own format: what is stored is exactly an
 * image and nothing else. Metadata (location, camera, comments) is dropped, the EXIF rotation is
 * applied first, and anything hidden after the image data (an HTML page appended to a PNG) is gone.
 * Throws when the pixels cannot be decoded.
 */
export async function reencodeImage(bytes: Buffer, mime: UploadMime): Promise<Buffer> {
  const image = decode(bytes);
  if (mime === 'image/png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/** A content image re-encoded to WebP at each of the site's widths (never enlarged). */
export function webVariants(bytes: Buffer): Promise<ImageVariant[]> {
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      bytes: await decode(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}
