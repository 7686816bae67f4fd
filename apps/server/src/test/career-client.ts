import { sampleJobApplication, type CareerFileKind } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { randomIp } from './core-fixtures.js';
import { multipartBody } from './multipart-form.js';
import { PDF, PNG } from './ticket-client.js';

export { PDF, PNG };
/** A real 2x2 JPEG: the server re-encodes images, so a header alone is not enough. */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);

export interface CareerFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The six attachments and the signature of a complete application. */
export function completeFiles(): Partial<Record<CareerFileKind, CareerFile>> {
  return {
    picture: { name: 'me.jpg', type: 'image/jpeg', bytes: JPEG },
    certificate: { name: 'degree.pdf', type: 'application/pdf', bytes: PDF },
    cv: { name: 'cv.pdf', type: 'application/pdf', bytes: PDF },
    idPicture: { name: 'id.png', type: 'image/png', bytes: PNG },
    ibanCertificate: { name: 'iban.pdf', type: 'application/pdf', bytes: PDF },
    nationalAddress: { name: 'address.pdf', type: 'application/pdf', bytes: PDF },
    signature: { name: 'signature.png', type: 'image/png', bytes: PNG },
  };
}

/** The multipart body the job application page sends. */
export function applicationBody(
  answers: unknown = sampleJobApplication(),
  files = completeFiles(),
  program: string | undefined = 'standard',
) {
  return multipartBody(
    { ...(program === undefined ? {} : { program }), answers: JSON.stringify(answers) },
    Object.entries(files).map(([field, file]) => ({
      field,
      filename: file.name,
      type: file.type,
      bytes: file.bytes,
    })),
  );
}

/** Submits an application as the page does, from its own client address. */
export function submitApplication(
  app: FastifyInstance,
  answers?: unknown,
  files?: Partial<Record<CareerFileKind, CareerFile>>,
  program?: string,
  language = 'en',
) {
  const body = applicationBody(answers, files, program);
  return app.inject({
    method: 'POST',
    url: '/api/careers/applications',
    payload: body.payload,
    headers: { 'content-type': body.contentType, 'accept-language': language },
    remoteAddress: randomIp(),
  });
}
