import { sampleJobApplication, type JobApplicationInput } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApplication } from '../../test/career-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** fieldErrors of a submission with one change to the complete sample, in `language`. */
async function errorsOf(change: (f: JobApplicationInput) => void, language = 'en') {
  const answers = sampleJobApplication();
  change(answers);
  const res = await submitApplication(t.app, answers, undefined, undefined, language);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  return res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors;
}

describe('job application rules, checked by the shared schema on the server', () => {
  it("missing required fields: each named with 'This field is required.'", async () => {
    const errors = await errorsOf((f) => {
      f.personal.position = '';
      f.personal.lastName = '';
      f.contact.email = '';
      f.education.level = '' as never;
      f.questions.smoking = '' as never;
      f.languages.english.speaking = '' as never;
    });
    const required = ['This field is required.'];
    expect(errors).toEqual({
      'personal.position': required,
      'personal.lastName': required,
      'contact.email': required,
      'education.level': required,
      'questions.smoking': required,
      'languages.english.speaking': required,
    });
  });

  it('invalid-number messages for salary, bank account and grade (SPEC.md section 5)', async () => {
    const errors = await errorsOf((f) => {
      f.jobs[0]!.salary = 'ستة آلاف';
      f.jobs[0]!.bankAccount = '12-ab';
      f.education.grade = '101';
    });
    expect(errors).toEqual({
      'jobs.0.salary': ['Enter the salary as a number (e.g. 5000 or 5000.50), without symbols or letters.'],
      'jobs.0.bankAccount': [
        'Enter a valid bank account number (6 to 24 digits, or an IBAN starting with SA).',
      ],
      'education.grade': [
        'Enter the grade as a number from 0 to 100 (a percentage or a grade point average).',
      ],
    });
  });

  it('one language per field, in Arabic for an Arabic caller', async () => {
    const errors = await errorsOf((f) => {
      f.personal.fatherName = 'عبدالله Ali';
      f.dependants[0]!.relation = 'ابنة daughter';
    }, 'ar');
    const message = ['اكتب هذا الحقل بلغة واحدة: حروف عربية أو حروف إنجليزية، لا الاثنتين معًا.'];
    expect(errors).toEqual({ 'personal.fatherName': message, 'dependants.0.relation': message });
  });

  it('all four pledges', async () => {
    const errors = await errorsOf((f) => {
      f.pledges = { truthful: true, verification: false, falseInformation: true, policies: false } as never;
    });
    const message = ['Please accept this pledge to send the application.'];
    expect(errors).toEqual({ 'pledges.verification': message, 'pledges.policies': message });
  });

  it('ID, mobile, email, dates, passport and details asked by a yes', async () => {
    const errors = await errorsOf((f) => {
      f.identity.number = '1000000009';
      f.contact.mobile = '0412345678';
      f.contact.email = 'not-an-email';
      f.personal.birthDate = '2999-01-01';
      f.passport.number = 'P123456';
      f.questions.hrFundSupport = 'yes';
      f.references[0]!.phone = '12';
      f.jobs[0]!.to = '2010-01-01';
    });
    expect(errors).toEqual({
      'identity.number': ['This ID number looks mistyped. Please check it.'],
      'contact.mobile': ['Enter a mobile number in the form 05XXXXXXXX.'],
      'contact.email': ['Enter a valid email address, e.g. name@example.com.'],
      'personal.birthDate': ['The date cannot be in the future.'],
      'passport.issuePlace': ['This field is required.'],
      'passport.issueDate': ['This field is required.'],
      'questions.hrFundDetails': ['This field is required.'],
      'references.0.phone': ['Enter a phone number with 7 to 15 digits.'],
      'jobs.0.to': ['The end date must be on or after the start date.'],
    });
  });

  it('answers that are not JSON, or not an application, are refused as a whole', async () => {
    const notAnApplication = await submitApplication(t.app, 'just a string');
    expect(notAnApplication.statusCode).toBe(400);
    expect(notAnApplication.json().fieldErrors).toEqual({ answers: ['This value is not valid.'] });
    const empty = await submitApplication(t.app, {});
    expect(Object.keys(empty.json().fieldErrors)).toEqual(
      expect.arrayContaining(['personal', 'identity', 'pledges', 'contact']),
    );
  });

  it('a body that is not multipart is refused', async () => {
    const count = async () => (await t.app.db.selectFrom('job_applications').select('id').execute()).length;
    const before = await count();
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/applications', payload: { a: 1 } });
    expect(res.statusCode).toBe(415);
    expect(await count()).toBe(before);
  });
});
