import { randomUUID } from 'node:crypto';
import {
  applicantFullName,
  INTERVIEW_CRITERIA,
  JobApplicationSchema,
  sampleJobApplication,
} from '@waha/shared';
import sharp from 'sharp';
import type { Storage } from '../../plugins/storage.js';
import type { Db } from '../connection.js';

export const DEMO_APPLICATION_REFERENCE = 'JA-DEMO0001';
const APPLICATION_ID = '00000000-0000-4000-8000-00000000a001';
const EVALUATION_ID = '00000000-0000-4000-8000-00000000e001';

/** A one-page PDF that really opens (a CV), written by hand so the seed needs no PDF library. */
export function demoCvPdf(): Buffer {
  const stream = 'BT /F1 18 Tf 72 760 Td (Curriculum vitae - Nouf Abdullah Al-Harbi) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A drawn-looking signature as PNG (rendered from a small SVG path). */
export function demoSignaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="white"/><path d="M20 70 C 60 10, 90 90, 130 40 S 200 80, 280 30" stroke="#0f172a" stroke-width="3" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The demo applicant, as the public form would have sent her (the shared sample, made hers). */
export function demoApplication() {
  const sample = sampleJobApplication();
  return JobApplicationSchema.parse({
    ...sample,
    personal: {
      ...sample.personal,
      position: 'خدمة العملاء',
      firstName: 'نوف',
      fatherName: 'عبدالله',
      grandfatherName: 'سعد',
      lastName: 'الحربي',
      birthDate: '1998-03-14',
      nationality: 'سعودية',
      gender: 'female',
      maritalStatus: 'single',
    },
    contact: { ...sample.contact, email: 'nouf.applicant@example.com' },
    dependants: [],
    jobs: [
      { ...sample.jobs[0]!, title: 'موظفة خدمة عملاء', duties: 'استقبال العملاء والرد على الاستفسارات' },
    ],
    sensitiveConsent: true,
    sensitive: { ...sample.sensitive, religion: 'islam', medicalTest: 'yes' },
  });
}

/**
 * The demo application (JA-DEMO0001) with a CV, a picture and a signature stored through the
 * storage adapter, and an interview evaluation linked to it by employee 10001. Idempotent: nothing
 * is written when the application exists. Runs after the storage plugin (the SQL seed has no storage).
 */
export async function seedDemoCareers(db: Db, storage: Storage, now = new Date()): Promise<void> {
  const exists = await db
    .selectFrom('job_applications')
    .select('id')
    .where('reference', '=', DEMO_APPLICATION_REFERENCE)
    .executeTakeFirst();
  if (exists) return;
  const at = now.toISOString();
  const { sensitive, ...answers } = demoApplication();
  const fullName = applicantFullName(answers.personal);
  const signature = await demoSignaturePng();
  const picture = await sharp({
    create: { width: 120, height: 160, channels: 3, background: { r: 203, g: 213, b: 225 } },
  })
    .png()
    .toBuffer();
  const files = [
    { kind: 'cv', name: 'cv-nouf.pdf', type: 'application/pdf', ext: 'pdf', bytes: demoCvPdf() },
    { kind: 'picture', name: 'picture.png', type: 'image/png', ext: 'png', bytes: picture },
    { kind: 'signature', name: 'signature.png', type: 'image/png', ext: 'png', bytes: signature },
  ] as const;
  const stored = files.map((file) => ({ ...file, key: `job-${randomUUID()}.${file.ext}` }));
  const evaluationKey = `signature-${randomUUID()}.png`;
  for (const file of stored) await storage.put(file.key, file.bytes, file.type);
  await storage.put(evaluationKey, signature, 'image/png');
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('job_applications')
        .values({
          id: APPLICATION_ID,
          reference: DEMO_APPLICATION_REFERENCE,
          program: 'standard',
          position: answers.personal.position,
          full_name: fullName,
          national_id: answers.identity.number,
          phone: answers.contact.mobile,
          email: answers.contact.email,
          status: 'received',
          answers: JSON.stringify(answers),
          sensitive: sensitive ? JSON.stringify(sensitive) : null,
          sensitive_consent: 1,
          created_at: at,
          updated_at: at,
          purged_at: null,
        })
        .execute();
      await trx
        .insertInto('job_application_files')
        .values(
          stored.map((file) => ({
            id: randomUUID(),
            application_id: APPLICATION_ID,
            kind: file.kind,
            storage_key: file.key,
            file_name: file.name,
            content_type: file.type,
            size: file.bytes.length,
            created_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('interview_evaluations')
        .values({
          id: EVALUATION_ID,
          application_id: APPLICATION_ID,
          candidate_name: fullName,
          interview_date: at.slice(0, 10),
          position: answers.personal.position,
          nationality: answers.personal.nationality,
          years_of_experience: 4,
          age: 28,
          qualifications: 'بكالوريوس إدارة أعمال',
          ratings: JSON.stringify(
            Object.fromEntries(
              INTERVIEW_CRITERIA.map((c, i) => [
                c,
                { rating: i % 3 === 0 ? 'excellent' : 'good', reason: 'إجابات واضحة' },
              ]),
            ),
          ),
          additional_info: '',
          recommendation: 'يوصى بالانتقال إلى مرحلة العرض الوظيفي',
          last_position: 'موظفة خدمة عملاء',
          salary_and_benefits: '6000 ريال وتأمين طبي',
          requested_position: 'خدمة العملاء',
          requested_salary: '7000',
          interviewer_name: 'سارة خالد العتيبي',
          employee_number: '10001',
          signature_key: evaluationKey,
          created_at: at,
        })
        .execute();
    });
  } catch (error) {
    for (const key of [...stored.map((f) => f.key), evaluationKey])
      await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
