import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../../test/multipart-form.js';
import { checkPdf } from './pdf.js';

/** A one-page PDF made by a real writer, with object streams (compressed objects) when asked. */
async function madePdf(change?: (doc: PDFDocument) => void, useObjectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Curriculum vitae');
  change?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

const action = (doc: PDFDocument, entries: Record<string, unknown>) =>
  doc.context.register(doc.context.obj(entries as never));

describe('checkPdf', () => {
  it('accepts a clean PDF, written with and without object streams, and the hand-made fixture', async () => {
    expect(await checkPdf(await madePdf())).toBe('ok');
    expect(await checkPdf(await madePdf(undefined, false))).toBe('ok');
    expect(await checkPdf(minimalPdf('note'))).toBe('ok');
  });

  it('refuses document JavaScript, even compressed inside an object stream', async () => {
    const bytes = await madePdf((doc) => {
      const js = action(doc, { Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      doc.catalog.set(PDFName.of('OpenAction'), js);
    });
    // The words are not in the raw bytes: only a parser finds them.
    expect(bytes.includes('JavaScript')).toBe(false);
    expect(await checkPdf(bytes)).toBe('unsafe');
  });

  it('refuses a link that launches a program', async () => {
    const bytes = await madePdf((doc) => {
      const launch = doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
      const link = action(doc, { Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: launch });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([link]));
    });
    expect(await checkPdf(bytes)).toBe('unsafe');
  });

  it('refuses automatic actions and embedded files', async () => {
    const automatic = await madePdf((doc) => {
      const go = doc.context.obj({ S: 'GoTo', D: [doc.getPage(0).ref, PDFName.of('Fit')] });
      doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: go }));
    });
    expect(await checkPdf(automatic)).toBe('unsafe');
    const attached = await madePdf();
    const doc = await PDFDocument.load(attached);
    await doc.attach(Buffer.from('hello'), 'notes.txt', { mimeType: 'text/plain' });
    expect(await checkPdf(Buffer.from(await doc.save()))).toBe('unsafe');
  });

  it('reads names written with #-escapes as the reader would (/J#61vaScript)', async () => {
    const text = minimalPdf()
      .toString('latin1')
      .replace('/Type /Catalog', '/Type /Catalog /Open#41ction << /S /J#61vaScript /JS (x) >>');
    expect(await checkPdf(Buffer.from(text, 'latin1'))).toBe('unsafe');
  });

  it('keeps an opening view that only goes to a page', async () => {
    const bytes = await madePdf((doc) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, PDFName.of('Fit')]));
    });
    expect(await checkPdf(bytes)).toBe('ok');
  });

  it('refuses a PDF that is also a web page: markup after %%EOF, or inside', async () => {
    const clean = await madePdf();
    const after = Buffer.concat([
      clean,
      Buffer.from('\n<HTML><body><SCRIPT>alert(1)</SCRIPT></body></HTML>\n'),
    ]);
    expect(await checkPdf(after)).toBe('unsafe');
    expect(await checkPdf(minimalPdf('<iframe src=x>'))).toBe('unsafe');
  });

  it('judges an object the parser cannot read by its text', async () => {
    const text = minimalPdf()
      .toString('latin1')
      .replace('3 0 obj\n', '4 0 obj\n<< /S /Launch /F (calc.exe) ]] >>\nendobj\n3 0 obj\n');
    expect(await checkPdf(Buffer.from(text, 'latin1'))).toBe('unsafe');
  });

  it('calls a broken or password-protected file unreadable', async () => {
    expect(await checkPdf(Buffer.from('%PDF-1.7\nnot really a pdf'))).toBe('unreadable');
    const locked = await PDFDocument.create();
    locked.addPage();
    await locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    expect(await checkPdf(Buffer.from(await locked.save()))).toBe('unreadable');
  });

  it('opens a file protected against editing only (empty user password)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('statement');
    await doc.encrypt({ userPassword: '', ownerPassword: 'owner' });
    expect(await checkPdf(Buffer.from(await doc.save()))).toBe('ok');
  });
});
