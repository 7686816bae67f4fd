import type { PDFObject } from '@cantoo/pdf-lib';
import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFStream,
} from '@cantoo/pdf-lib';
import { containsMarkup } from './markup.js';

/**
 * Keys that only exist to run something or to carry another file (ADR 2102): document and
 * field JavaScript, automatic actions (`/AA`: on open, on close, on a page, on a field), embedded
 * files and their file specifications (`/EF`), Flash/3D rich media and XFA forms (scriptable).
 */
const FORBIDDEN_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'XFA',
]);
/** Action types that run code, start a program, fetch or send data, or open another file. */
const FORBIDDEN_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'RichMediaExecute',
  'GoToE',
  'Rendition',
]);
/** A cap on the nesting walked; deeper is not a document anyone makes by hand or with an office suite. */
const MAX_DEPTH = 64;

export type PdfVerdict = 'ok' | 'unsafe' | 'unreadable';

/**
 * An object the parser could not read is judged by its text: a reader that repairs it may still
 * find a forbidden key or action in it (or one hidden by #-escapes in a name).
 */
const FORBIDDEN_TEXT = new RegExp(
  `/(${[...FORBIDDEN_KEYS, ...FORBIDDEN_ACTIONS].join('|')})(?![A-Za-z])|/[A-Za-z]*#[0-9A-Fa-f]{2}`,
);

function unsafeObject(object: PDFObject, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  if (object instanceof PDFInvalidObject) {
    const raw = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(raw, 0);
    return FORBIDDEN_TEXT.test(Buffer.from(raw).toString('latin1'));
  }
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (FORBIDDEN_KEYS.has(name)) return true;
      if (name === 'S' && value instanceof PDFName && FORBIDDEN_ACTIONS.has(value.decodeText())) return true;
      if (name === 'URI' && /^\s*(javascript|data|file|vbscript):/i.test(String(value.toString()).slice(1)))
        return true;
      if (unsafeObject(value, depth + 1)) return true;
    }
    return false;
  }
  if (object instanceof PDFArray) return object.asArray().some((item) => unsafeObject(item, depth + 1));
  return false;
}

/**
 * A PDF judged by its structure, not its first bytes: it must parse (cross-reference table or
 * streams, object streams included) with at least one page, hold no web-page markup anywhere in
 * its bytes, and no object may carry scripts, automatic or launch actions, or embedded files.
 * Encrypted files are opened with the empty user password (bank statements are often protected
 * against editing only); one that needs a password to open cannot be checked and is unreadable.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (containsMarkup(bytes)) return 'unsafe';
  try {
    const doc = await PDFDocument.load(bytes, {
      parseSpeed: ParseSpeeds.Fastest,
      updateMetadata: false,
      password: '',
    });
    if (doc.getPageCount() === 0) return 'unreadable';
    const objects = doc.context.enumerateIndirectObjects().map(([, object]) => object);
    const trailer = doc.context.trailerInfo;
    const roots = [trailer.Root, trailer.Info].filter((value): value is PDFObject => value !== undefined);
    return [...objects, ...roots].some((object) => unsafeObject(object, 0)) ? 'unsafe' : 'ok';
  } catch {
    // No catalog, no page tree, a password needed to open it: nothing a reader could show.
    return 'unreadable';
  }
}
