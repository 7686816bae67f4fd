import { sampleJobApplication, type CareerFileKind } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { randomIp } from './core-fixtures.js';
import { multipartBody } from './multipart-form.js';
import { PDF, PNG } from './ticket-client.js';

export { PDF, PNG };
/** A JPEG's first bytes: file-type knows it by them. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

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
