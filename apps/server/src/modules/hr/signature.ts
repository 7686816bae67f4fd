import { SIGNATURE_MAX_BYTES } from '@waha/shared';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The PNG bytes of a drawn signature sent as a data URL, or why they are refused (too large, or
 * not a PNG): judged by the bytes, never by the data URL's declared type.
 */
export async function signaturePng(
  dataUrl: string,
): Promise<{ png: Buffer } | { refused: 'too_large' | 'bad_type' }> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) return { refused: 'too_large' };
  if (bytes.length === 0) return { refused: 'bad_type' };
  const type = await fileTypeFromBuffer(bytes);
  return type?.mime === 'image/png' ? { png: bytes } : { refused: 'bad_type' };
}
