import { randomUUID } from 'node:crypto';
import type { InterviewEvaluationInput } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { demoSignaturePng } from '../db/seed/careers.js';

/** A complete evaluation as an interviewer would type it; override any field. */
export async function buildEvaluation(
  overrides: Partial<InterviewEvaluationInput> = {},
): Promise<InterviewEvaluationInput> {
  const rating = { rating: 'good', reason: 'Clear answers' } as const;
  return {
    candidateName: 'Omar Saleh',
    interviewDate: '2026-11-20',
    position: 'Teller',
    nationality: 'Saudi',
    yearsOfExperience: '3',
    age: '27',
    qualifications: 'Diploma in accounting',
    ratings: {
      appearance: rating,
      personality: rating,
      schoolingRelevance: rating,
      experienceRelevance: rating,
      employmentStability: rating,
      english: rating,
      intellect: rating,
      relatedEducation: rating,
      relatedExperience: rating,
    },
    additionalInfo: '',
    recommendation: 'Hire',
    lastPosition: 'Cashier',
    salaryAndBenefits: '5000 SAR and housing',
    requestedPosition: 'Teller',
    requestedSalary: '6000',
    interviewerName: 'Sarah Al-Otaibi',
    employeeNumber: '10001',
    signature: `data:image/png;base64,${(await demoSignaturePng()).toString('base64')}`,
    ...overrides,
  };
}

/** An application row as the public form would have stored it, with one stored file per kind given. */
export async function insertApplication(
  app: FastifyInstance,
  overrides: Partial<{
    program: 'standard' | 'abnaa';
    position: string;
    full_name: string;
    status: string;
    created_at: string;
    updated_at: string;
    sensitive: string | null;
  }> = {},
  files: { kind: string; bytes: Buffer; type: string; ext: 'pdf' | 'png' }[] = [],
) {
  const id = randomUUID();
  const at = overrides.created_at ?? new Date().toISOString();
  await app.db
    .insertInto('job_applications')
    .values({
      id,
      reference: `JA-T${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`,
      program: overrides.program ?? 'standard',
      position: overrides.position ?? 'Teller',
      full_name: overrides.full_name ?? 'فاطمة علي',
      national_id: '1000000008',
      phone: '+966500000009',
      email: 'applicant@example.com',
      status: (overrides.status ?? 'received') as 'received',
      answers: JSON.stringify({ fullName: overrides.full_name ?? 'فاطمة علي', city: 'Jeddah' }),
      sensitive:
        overrides.sensitive === undefined ? JSON.stringify({ religion: 'Islam' }) : overrides.sensitive,
      sensitive_consent: 1,
      created_at: at,
      updated_at: overrides.updated_at ?? at,
      purged_at: null,
    })
    .execute();
  const keys: string[] = [];
  for (const file of files) {
    const key = `job-${randomUUID()}.${file.ext}`;
    keys.push(key);
    await app.storage.put(key, file.bytes, file.type);
    await app.db
      .insertInto('job_application_files')
      .values({
        id: randomUUID(),
        application_id: id,
        kind: file.kind as 'cv',
        storage_key: key,
        file_name: `${file.kind}.${file.ext}`,
        content_type: file.type,
        size: file.bytes.length,
        created_at: at,
      })
      .execute();
  }
  const row = await app.db
    .selectFrom('job_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, keys };
}
