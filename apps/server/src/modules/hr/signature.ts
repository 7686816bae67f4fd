import { SIGNATURE_MAX_BYTES } from '@waha/shared';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The PNG bytes of a drawn signature sent as a data URL, or null when they are not a PNG or too
 * large: judged by the bytes, never by the data URL's declared type.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer | null> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > SIGNATURE_MAX_BYTES) return null;
  const type = await fileTypeFromBuffer(bytes);
  return type?.mime === 'image/png' ? bytes : null;
}
