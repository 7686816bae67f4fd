import { readdirSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EXE_BYTES, minimalPdf, multipartBody } from './multipart-form.js';
import { PNG } from './ticket-client.js';

export interface Part {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** One upload route as the fuzz test drives it: a valid body, and where its file goes. */
export interface UploadTarget {
  name: string;
  url: string;
  fields: Record<string, string>;
  /** Files of a valid request; `main` is the one the mutations replace. */
  files: Part[];
  main: Part;
  maxFiles: number;
  maxBytes: number;
  acceptsPdf: boolean;
  send: (payload: Buffer | string, contentType: string) => Promise<LightMyRequestResponse>;
  /** Runs before the "before" snapshot (a fresh customer when the hourly limit nears). */
  prepare?: () => Promise<void>;
}

const HTML = Buffer.from('<html><body><script>fetch("/api/staff/me")</script></body></html>');

/** A PDF with document JavaScript that runs when it opens. */
export async function pdfWithJavaScript(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const js = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js));
  return Buffer.from(await doc.save());
}

/** The hostile files: each must be refused by every route (bytes, not names or declared types). */
export async function hostileFiles(target: UploadTarget): Promise<Record<string, Part>> {
  const as = (filename: string, type: string, bytes: Buffer) => ({
    field: target.main.field,
    filename,
    type,
    bytes,
  });
  const files: Record<string, Part> = {
    empty: as('empty.pdf', 'application/pdf', Buffer.alloc(0)),
    oversized: as('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(target.maxBytes + 1024, 7)])),
    exeAsPdf: as('invoice.pdf', 'application/pdf', EXE_BYTES),
    htmlAsPng: as('photo.png', 'image/png', HTML),
    brokenPng: as('photo.png', 'image/png', PNG.subarray(0, 40)),
  };
  if (target.acceptsPdf) {
    files.pdfAndHtml = as('cv.pdf', 'application/pdf', Buffer.concat([minimalPdf(), HTML]));
    files.pdfWithJs = as('cv.pdf', 'application/pdf', await pdfWithJavaScript());
    files.headerOnlyPdf = as('cv.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
  } else {
    files.pdfForImage = as('photo.png', 'image/png', minimalPdf());
  }
  return files;
}

/** A body with one defect: every mutation must be refused with a 4xx and keep nothing. */
export async function mutations(target: UploadTarget) {
  const valid = () => multipartBody(target.fields, target.files);
  const others = target.files.filter((file) => file !== target.main);
  const withMain = (main: Part | Part[]) => multipartBody(target.fields, [...others, ...[main].flat()]);
  const list: Record<string, (seed: number) => { payload: Buffer | string; contentType: string }> = {
    truncated: (seed) => {
      const body = valid();
      const closing = body.contentType.split('boundary=')[1]!.length + 6;
      return {
        payload: body.payload.subarray(0, seed % (body.payload.length - closing)),
        contentType: body.contentType,
      };
    },
    noBoundary: () => ({ payload: valid().payload, contentType: 'multipart/form-data' }),
    wrongBoundary: () => ({ payload: valid().payload, contentType: 'multipart/form-data; boundary=nothere' }),
    garbage: (seed) => ({
      payload: Buffer.from(Array.from({ length: 50 + (seed % 400) }, (_, i) => (seed * 31 + i * 7) % 256)),
      contentType: valid().contentType,
    }),
    tooManyFiles: () => withMain(Array.from({ length: target.maxFiles + 1 }, () => target.main)),
    unknownField: () => multipartBody({ ...target.fields, sneaky: 'x' }, target.files),
    unknownFile: () => withMain([target.main, { ...target.main, field: 'sneaky' }]),
  };
  for (const [name, file] of Object.entries(await hostileFiles(target))) list[name] = () => withMain(file);
  return list;
}

/** Every file in storage and the rows that name uploads: a refused upload changes none of them. */
export async function snapshot(app: FastifyInstance, storageDir: string) {
  let stored: string[] = [];
  try {
    stored = readdirSync(storageDir).sort();
  } catch {
    stored = [];
  }
  const count = async (
    table:
      | 'tickets'
      | 'ticket_files'
      | 'job_applications'
      | 'job_application_files'
      | 'customer_form_files'
      | 'interview_evaluations'
      | 'staff_audit_log',
  ) =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const submitted = await app.db
    .selectFrom('customer_forms')
    .select(['id', 'status', 'result_file_key'])
    .orderBy('id')
    .execute();
  return {
    stored,
    tickets: await count('tickets'),
    ticketFiles: await count('ticket_files'),
    applications: await count('job_applications'),
    applicationFiles: await count('job_application_files'),
    formFiles: await count('customer_form_files'),
    evaluations: await count('interview_evaluations'),
    audit: await count('staff_audit_log'),
    forms: submitted,
  };
}
