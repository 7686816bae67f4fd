import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvaluation } from '../../test/hr-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let client = 0;
const send = (payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/careers/interviews',
    payload,
    headers: { 'accept-language': language },
    // A fresh client address per call: the per-client limit is tested on its own below.
    remoteAddress: `10.77.0.${++client}`,
  });

describe('POST /api/careers/interviews', () => {
  it('stores an evaluation by an active employee with the signature PNG in storage', async () => {
    const res = await send(await buildEvaluation());
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('interview_evaluations')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      employee_number: '10001',
      candidate_name: 'Omar Saleh',
      application_id: null,
    });
    const png = await t.app.storage.get(row.signature_key);
    expect(png?.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('accepts Arabic-Indic and Urdu digits in its numbers', async () => {
    const res = await send(
      await buildEvaluation({
        age: '٢٧',
        yearsOfExperience: '۳',
        requestedSalary: '٦٥٠٠٫٥٠',
        employeeNumber: '١٠٠٠٢',
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('interview_evaluations')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      age: 27,
      years_of_experience: 3,
      requested_salary: '6500.50',
      employee_number: '10002',
    });
  });

  it('refuses an unknown employee number with a translated message on that field, keeping nothing', async () => {
    const before = await t.app.db.selectFrom('interview_evaluations').select('id').execute();
    const res = await send(await buildEvaluation({ employeeNumber: '99999' }), 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().fieldErrors.employeeNumber[0]).toBe('هذا الرقم الوظيفي غير موجود في قائمة الموظفين.');
    expect(await t.app.db.selectFrom('interview_evaluations').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('refuses an inactive employee', async () => {
    await t.app.db
      .updateTable('core_employees')
      .set({ active: 0 })
      .where('employee_number', '=', '10003')
      .execute();
    const res = await send(await buildEvaluation({ employeeNumber: '10003' }));
    expect(res.json().fieldErrors.employeeNumber[0]).toBe(
      'This employee number is not in the employee list.',
    );
  });

  it.each([
    ['candidateName', { candidateName: ' ' }, 'This field is required.'],
    ['interviewDate', { interviewDate: '20-11-2026' }, 'Enter a valid date.'],
    ['age', { age: 'twenty' }, 'Enter a valid number.'],
    ['age', { age: '9' }, 'Enter a valid number.'],
    ['yearsOfExperience', { yearsOfExperience: '-1' }, 'Enter a valid number.'],
    ['requestedSalary', { requestedSalary: '6,5k' }, 'Enter a valid amount in digits (up to two decimals).'],
    ['employeeNumber', { employeeNumber: 'E-1' }, 'Enter a valid employee number (digits only).'],
    ['signature', { signature: '' }, 'Please sign in the box.'],
    ['signature', { signature: 'data:image/png;base64,TVqQAAMAAAAEAAAA' }, 'Please sign in the box.'],
    ['recommendation', { recommendation: '' }, 'This field is required.'],
    ['applicationReference', { applicationReference: 'JA-NOSUCH1' }, 'No application has this reference.'],
  ])('refuses a bad %s with its message', async (field, override, message) => {
    const res = await send(await buildEvaluation(override));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('refuses a missing rating and a missing reason on their own fields', async () => {
    const evaluation = await buildEvaluation();
    const ratings = { ...evaluation.ratings, english: { rating: '', reason: '' } };
    const res = await send({ ...evaluation, ratings });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'ratings.english.rating',
      'ratings.english.reason',
    ]);
  });

  it('links the evaluation to the application named in the interviewer link', async () => {
    const res = await send(await buildEvaluation({ applicationReference: 'ja-demo0001' }));
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('interview_evaluations')
      .innerJoin('job_applications', 'job_applications.id', 'interview_evaluations.application_id')
      .select('job_applications.reference')
      .where('interview_evaluations.id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.reference).toBe('JA-DEMO0001');
  });

  it('limits each client', async () => {
    const evaluation = await buildEvaluation({ employeeNumber: '99999' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/careers/interviews',
        payload: evaluation,
        remoteAddress: '10.78.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
