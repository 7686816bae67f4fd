import type { FormFileKind } from '@waha/shared';
import { fileTypeFromBuffer } from 'file-type';

/** What the bytes must be for each kind a form field may accept (PRODUCT.md section 10). */
const KIND_OF_MIME: Record<string, FormFileKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
const MIME_OF_KIND: Record<FormFileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The file's kind judged from its bytes (never its name or declared type), or null if not accepted. */
export async function kindOfFile(
  bytes: Buffer,
  accepted: readonly FormFileKind[],
): Promise<FormFileKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  const kind = type ? KIND_OF_MIME[type.mime] : undefined;
  return kind && accepted.includes(kind) ? kind : null;
}

export const mimeOfKind = (kind: FormFileKind) => MIME_OF_KIND[kind];

/** A file name safe to show and to send in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, kind: FormFileKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 120);
  return base || `file.${kind}`;
}
