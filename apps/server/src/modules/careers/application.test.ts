import { readdirSync } from 'node:fs';
import { sampleJobApplication, type JobApplicationInput } from '@waha/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFiles, JPEG, PDF, submitApplication } from '../../test/career-client.js';
import { EXE } from '../../test/ticket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

const storedFiles = (app: TestApp) => {
  try {
    return readdirSync(app.config.storageDir).length;
  } catch {
    return 0;
  }
};
const applications = () => t.app.db.selectFrom('job_applications').selectAll().execute();
const form = (change: (f: JobApplicationInput) => void = () => undefined) => {
  const answers = sampleJobApplication();
  change(answers);
  return answers;
};

describe('job application: a complete submission', () => {
  it('stores the application, six attachments and the signature together, and answers its reference', async () => {
    const res = await submitApplication(t.app);
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    expect(reference).toMatch(/^JA-[A-Z0-9]{8}$/);
    const row = await t.app.db
      .selectFrom('job_applications')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      program: 'standard',
      status: 'received',
      position: 'محاسب',
      full_name: 'محمد عبدالله سعد القحطاني',
      national_id: '1000000008',
      phone: '+966500000001',
      email: 'applicant@example.com',
      sensitive: null,
      sensitive_consent: 0,
      purged_at: null,
    });
    const answers = JSON.parse(row.answers!) as Record<string, unknown>;
    expect(answers).toMatchObject({ jobs: [{ salary: '6500', bankAccount: '1234567890' }] });
    expect(answers).not.toHaveProperty('sensitive');
    const files = await t.app.db
      .selectFrom('job_application_files')
      .selectAll()
      .where('application_id', '=', row.id)
      .execute();
    expect(files.map((f) => `${f.kind}:${f.content_type}`).sort()).toEqual(
      [
        'certificate:application/pdf',
        'cv:application/pdf',
        'ibanCertificate:application/pdf',
        'idPicture:image/png',
        'nationalAddress:application/pdf',
        'picture:image/jpeg',
        'signature:image/png',
      ].sort(),
    );
    // Stored under random names: a PDF byte for byte, an image drawn again (no metadata, nothing after).
    const cv = files.find((f) => f.kind === 'cv')!;
    expect(cv.storage_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(cv.file_name).toBe('cv.pdf');
    expect((await t.app.storage.get(cv.storage_key))!.bytes.equals(PDF)).toBe(true);
    const picture = files.find((f) => f.kind === 'picture')!;
    const stored = (await t.app.storage.get(picture.storage_key))!.bytes;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
  });

  it('records the abnaa program for /abnaa-job-application', async () => {
    const res = await submitApplication(t.app, form(), completeFiles(), 'abnaa');
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db
      .selectFrom('job_applications')
      .select('program')
      .where('reference', '=', res.json<{ reference: string }>().reference)
      .executeTakeFirstOrThrow();
    expect(row.program).toBe('abnaa');
    const bad = await submitApplication(t.app, form(), completeFiles(), 'other');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ program: ['This value is not valid.'] });
  });

  it('accepts the optional IBAN certificate and national address left out, and numbers in Arabic-Indic digits', async () => {
    const files = completeFiles();
    delete files.ibanCertificate;
    delete files.nationalAddress;
    const res = await submitApplication(
      t.app,
      form((f) => {
        f.identity.number = '١٠٠٠٠٠٠٠٠٨';
        f.jobs[0]!.salary = '٧٥٠٠٫٢٥';
      }),
      files,
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db
      .selectFrom('job_applications')
      .selectAll()
      .where('reference', '=', res.json<{ reference: string }>().reference)
      .executeTakeFirstOrThrow();
    expect(row.national_id).toBe('1000000008');
    expect(row.answers).toContain('"salary":"7500.25"');
  });
});

describe('job application: sensitive answers (PRODUCT.md section 9)', () => {
  const sensitive = {
    religion: 'islam',
    bloodGroup: 'AB-',
    illnesses: 'yes',
    illnessDetails: 'Asthma-XYZ',
    medicalTest: 'yes',
  };

  it('keeps religion and health answers apart, and only with the separate consent', async () => {
    const refused = await submitApplication(
      t.app,
      form((f) => Object.assign(f.sensitive, sensitive)),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      sensitiveConsent: ['To send these answers, tick the consent box, or clear them.'],
    });
    const res = await submitApplication(
      t.app,
      form((f) => {
        Object.assign(f.sensitive, sensitive);
        f.sensitiveConsent = true;
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db
      .selectFrom('job_applications')
      .selectAll()
      .where('reference', '=', res.json<{ reference: string }>().reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.sensitive!)).toEqual(sensitive);
    expect(row.sensitive_consent).toBe(1);
    expect(row.answers).not.toMatch(/islam|AB-|Asthma/);
  });

  it('never writes the answers, the sensitive ones least of all, to the log', () => {
    const log = lines.join('');
    expect(log).toContain('/api/careers/applications');
    for (const secret of [
      'Asthma-XYZ',
      'islam',
      'AB-',
      'القحطاني',
      'applicant@example.com',
      '1000000008',
      '1234567890',
    ])
      expect(log, `log contains ${secret}`).not.toContain(secret);
  });
});

describe('job application: refusals keep nothing', () => {
  it('refuses a file of the wrong type, judged by its bytes, naming its field', async () => {
    const [before, beforeFiles] = [(await applications()).length, storedFiles(t)];
    const files = completeFiles();
    files.cv = { name: 'cv.pdf', type: 'application/pdf', bytes: EXE };
    files.picture = { name: 'me.png', type: 'image/png', bytes: PDF };
    const res = await submitApplication(t.app, form(), files, 'standard', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: {
        cv: ['نوع الملف غير صالح. استخدم PDF أو PNG أو JPEG.'],
        picture: ['نوع الملف غير صالح. يجب أن تكون الصورة الشخصية PNG أو JPEG.'],
      },
    });
    expect((await applications()).length).toBe(before);
    expect(storedFiles(t)).toBe(beforeFiles);
  });

  it('refuses a file over 2 MB and takes one of exactly 2 MB', async () => {
    const [before, beforeFiles] = [(await applications()).length, storedFiles(t)];
    const files = completeFiles();
    files.certificate = {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length)]),
    };
    const res = await submitApplication(t.app, form(), files);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      certificate: ['The file is over 2 MB. Choose a smaller file.'],
    });
    expect((await applications()).length).toBe(before);
    expect(storedFiles(t)).toBe(beforeFiles);

    files.certificate = {
      name: 'max.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 - PDF.length)]),
    };
    const ok = await submitApplication(t.app, form(), files);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('names missing attachments and the missing signature', async () => {
    const before = storedFiles(t);
    const files = completeFiles();
    delete files.cv;
    delete files.signature;
    const res = await submitApplication(t.app, form(), files);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      cv: ['Attach this file.'],
      signature: ['Please sign in the box.'],
    });
    expect(storedFiles(t)).toBe(before);
  });

  it('a signature must be a PNG', async () => {
    const files = completeFiles();
    files.signature = { name: 'signature.png', type: 'image/png', bytes: JPEG };
    const res = await submitApplication(t.app, form(), files);
    expect(res.json().fieldErrors).toEqual({
      signature: ['The signature could not be read. Please sign again.'],
    });
  });
});
