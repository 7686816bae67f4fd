import { minimalPdf } from './minimal-pdf.js';

export { minimalPdf };

/** A multipart/form-data body with text fields and files, for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; bytes: Buffer }[] = [],
) {
  const boundary = `----waha${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small real PDF and a Windows executable's first bytes, for content checks. */
export const PDF_BYTES = minimalPdf();
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
