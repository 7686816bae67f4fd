import { UPLOAD_MIME, type UploadMime, type UploadRule } from '@waha/shared';
import { fileTypeFromBuffer } from 'file-type';
import { reencodeImage } from './images.js';
import { checkPdf } from './pdf.js';
import type { UploadRefusal } from './refusal.js';

/** The extension stored files get (storage keys end in it; see plugins/storage.ts STORAGE_KEY). */
export const EXTENSION_OF: Record<UploadMime, string> = {
  [UPLOAD_MIME.jpg]: 'jpg',
  [UPLOAD_MIME.png]: 'png',
  [UPLOAD_MIME.webp]: 'webp',
  [UPLOAD_MIME.pdf]: 'pdf',
};

export interface JudgedFile {
  /** The bytes to store: a re-encoded image, or the checked PDF as sent. */
  bytes: Buffer;
  mime: UploadMime;
  extension: string;
}

export type Judgement =
  { ok: true; file: JudgedFile } | { ok: false; reason: Exclude<UploadRefusal, 'too_many' | 'malformed'> };

/**
 * One file judged by its bytes against the route's rule (PRODUCT.md section 10), never by its name
 * or declared type: not empty, within the size, of an accepted type by its content; then an image
 * is drawn again from its pixels (reencode: false when the route re-encodes it itself) and a PDF
 * is checked by a parser (pdf.ts). `types` narrows the rule's types for one field.
 */
export async function judgeFile(
  file: { bytes: Buffer; truncated?: boolean },
  rule: UploadRule,
  options: { types?: readonly string[]; reencode?: boolean } = {},
): Promise<Judgement> {
  const { bytes } = file;
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (file.truncated || bytes.length > rule.maxBytes) return { ok: false, reason: 'too_large' };
  const types = options.types ?? rule.types;
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as UploadMime | undefined;
  if (!mime || !types.includes(mime) || !(mime in EXTENSION_OF)) return { ok: false, reason: 'bad_type' };
  const extension = EXTENSION_OF[mime];
  if (mime === UPLOAD_MIME.pdf) {
    const verdict = await checkPdf(bytes);
    if (verdict !== 'ok') return { ok: false, reason: verdict === 'unsafe' ? 'unsafe' : 'bad_type' };
    return { ok: true, file: { bytes, mime, extension } };
  }
  if (options.reencode === false) return { ok: true, file: { bytes, mime, extension } };
  try {
    return { ok: true, file: { bytes: await reencodeImage(bytes, mime), mime, extension } };
  } catch {
    return { ok: false, reason: 'bad_type' };
  }
}
