import { randomUUID } from 'node:crypto';
import { applicantFullName, type CareerProgram, type JobApplication } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import type { JobApplicationsTable } from '../../db/schema.js';
import { newReference } from '../../lib/references.js';
import { storeThenCommit } from '../../lib/uploads/index.js';
import { applicationFileRows, type CheckedFile } from './application-uploads.js';

/**
 * Stores an application and all its files together or not at all (issue 14): the bytes go to
 * storage first, then the application and its file rows in one transaction; if any step fails,
 * every stored file is removed again. Sensitive answers go to their own column, and only when
 * the applicant consented (the schema refuses them otherwise).
 */
export async function submitApplication(
  app: FastifyInstance,
  program: CareerProgram,
  form: JobApplication,
  files: CheckedFile[],
): Promise<{ reference: string; createdAt: string }> {
  const at = new Date().toISOString();
  const { sensitive, sensitiveConsent, ...answers } = form;
  const row: JobApplicationsTable = {
    id: randomUUID(),
    reference: newReference('JA-'),
    program,
    position: form.personal.position,
    full_name: applicantFullName(form.personal),
    national_id: form.identity.number,
    phone: form.contact.mobile,
    email: form.contact.email,
    status: 'received',
    answers: JSON.stringify(answers),
    sensitive: sensitive && sensitiveConsent ? JSON.stringify(sensitive) : null,
    sensitive_consent: sensitiveConsent ? 1 : 0,
    created_at: at,
    updated_at: at,
    purged_at: null,
  };
  const { rows, writes } = applicationFileRows(row.id, files, at);
  await storeThenCommit(app.storage, writes, () =>
    app.db.transaction().execute(async (trx) => {
      await trx.insertInto('job_applications').values(row).execute();
      await trx.insertInto('job_application_files').values(rows).execute();
    }),
  );
  return { reference: row.reference, createdAt: at };
}
