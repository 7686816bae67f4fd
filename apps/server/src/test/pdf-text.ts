import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A PDF's text as poppler's `pdftotext` reads it (Arabic in reading order), to check what prints. */
export function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-text-')), 'document.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString();
}
