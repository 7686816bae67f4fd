import { describe, expect, it } from 'vitest';
import {
  CAREER_FILE_RULES,
  JobApplicationSchema,
  careerFileMessage,
  careerFileProblem,
  type JobApplicationInput,
} from './careers.js';
import { sampleJobApplication } from './careers-sample.js';
import { UPLOAD_RULES } from '../uploads.js';

type Change = (form: JobApplicationInput) => void;
const errorsOf = (change: Change = () => undefined) => {
  const form = sampleJobApplication();
  change(form);
  const result = JobApplicationSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('job application schema', () => {
  it('accepts the complete sample and normalises what it stores', () => {
    expect(errorsOf()).toEqual({});
    const form = sampleJobApplication();
    form.contact.mobile = '٠٥٠٠٠٠٠٠٠١';
    form.jobs[0]!.salary = '٦٥٠٠٫٥٠';
    form.jobs[0]!.bankAccount = '۱۲۳ ۴۵۶ ۷۸۹';
    form.education.grade = '۹۵٫۵';
    form.dependants[0]!.age = '٤';
    const parsed = JobApplicationSchema.parse(form);
    expect(parsed.contact.mobile).toBe('+966500000001');
    expect(parsed.jobs[0]).toMatchObject({ salary: '6500.50', bankAccount: '123456789' });
    expect(parsed.education.grade).toBe('95.5');
    expect(parsed.dependants[0]!.age).toBe(4);
    expect(parsed.sensitive).toBeNull();
  });

  it('names the missing required fields', () => {
    expect(
      errorsOf((f) => {
        f.personal.position = ' ';
        f.personal.firstName = '';
        f.identity.number = '';
        f.education.level = '' as never;
        f.questions.smoking = undefined as never;
      }),
    ).toEqual({
      'personal.position': 'validation.required',
      'personal.firstName': 'validation.required',
      'identity.number': 'validation.required',
      'education.level': 'validation.required',
      'questions.smoking': 'validation.required',
    });
  });

  it('gives salary, bank account and grade their own invalid-number messages', () => {
    expect(
      errorsOf((f) => {
        f.jobs[0]!.salary = '5,000.123';
        f.jobs[0]!.bankAccount = '12AB';
        f.education.grade = '120';
      }),
    ).toEqual({
      'jobs.0.salary': 'careers:validation.salary',
      'jobs.0.bankAccount': 'careers:validation.bankAccount',
      'education.grade': 'careers:validation.grade',
    });
    expect(errorsOf((f) => (f.jobs[0]!.bankAccount = 'SA0380000000608010167519'))).toEqual({});
    expect(errorsOf((f) => (f.dependants[0]!.age = 'four'))).toEqual({
      'dependants.0.age': 'careers:validation.age',
    });
  });

  it('keeps one language per field in names, places and titles', () => {
    expect(
      errorsOf((f) => {
        f.personal.firstName = 'محمد Ali';
        f.personal.birthPlace = 'Riyadh الرياض';
        f.references[0]!.workplace = 'شركة Amal';
      }),
    ).toEqual({
      'personal.firstName': 'careers:validation.oneLanguage',
      'personal.birthPlace': 'careers:validation.oneLanguage',
      'references.0.workplace': 'careers:validation.oneLanguage',
    });
    // Free text may name a program or a company in another script.
    expect(errorsOf((f) => (f.jobs[0]!.duties = 'تقارير SAP و Excel'))).toEqual({});
    expect(errorsOf((f) => (f.personal.lastName = 'Al-Qahtani 3'))).toEqual({
      'personal.lastName': 'validation.personName',
    });
  });

  it('asks a passport place and date only when a passport number is given', () => {
    expect(errorsOf((f) => (f.passport.number = 'A1234567'))).toEqual({
      'passport.issuePlace': 'validation.required',
      'passport.issueDate': 'validation.required',
    });
    expect(
      errorsOf((f) => (f.passport = { number: 'A1234567', issuePlace: 'الرياض', issueDate: '2020-02-02' })),
    ).toEqual({});
  });

  it('asks details when a yes needs them, and dates in order and not in the future', () => {
    expect(
      errorsOf((f) => {
        f.questions.hrFundSupport = 'yes';
        f.questions.healthInsurance = 'yes';
        f.jobs[0]!.to = '2017-01-01';
        f.personal.birthDate = '2999-01-01';
        f.identity.issueDate = '2020-02-31';
      }),
    ).toEqual({
      'questions.hrFundDetails': 'validation.required',
      'questions.healthInsuranceType': 'validation.required',
      'jobs.0.to': 'validation.periodOrder',
      'personal.birthDate': 'validation.futureDate',
      'identity.issueDate': 'validation.date',
    });
  });

  it('needs all four pledges', () => {
    expect(
      errorsOf((f) => {
        f.pledges.policies = false as never;
      }),
    ).toEqual({ 'pledges.policies': 'careers:validation.pledge' });
  });

  it('takes sensitive answers only with the separate consent, and keeps them apart', () => {
    const withAnswers: Change = (f) => {
      f.sensitive = {
        religion: 'islam',
        bloodGroup: 'O+',
        illnesses: 'no',
        illnessDetails: '',
        medicalTest: 'yes',
      };
    };
    expect(errorsOf(withAnswers)).toEqual({ sensitiveConsent: 'careers:validation.sensitiveConsent' });
    const form = sampleJobApplication();
    withAnswers(form);
    form.sensitiveConsent = true;
    const parsed = JobApplicationSchema.parse(form);
    expect(parsed.sensitive).toEqual({
      religion: 'islam',
      bloodGroup: 'O+',
      illnesses: 'no',
      illnessDetails: '',
      medicalTest: 'yes',
    });
    expect(errorsOf((f) => (f.sensitive.religion = 'atheism' as never))).toHaveProperty([
      'sensitive.religion',
    ]);
    expect(
      errorsOf((f) => {
        f.sensitiveConsent = true;
        f.sensitive.illnesses = 'yes';
      }),
    ).toEqual({ 'sensitive.illnessDetails': 'validation.required' });
  });

  it('limits repeatable rows and checks every row', () => {
    expect(errorsOf((f) => (f.references = Array(6).fill(f.references[0])))).toEqual({
      references: 'validation.tooMany',
    });
    expect(errorsOf((f) => f.dependants.push({ name: '', age: '', relation: '' }))).toEqual({
      'dependants.1.name': 'validation.required',
      'dependants.1.age': 'validation.required',
      'dependants.1.relation': 'validation.required',
    });
  });
});

describe('job application files', () => {
  it('takes a PNG or JPEG picture, PDF/PNG/JPEG documents, each at most 2 MB', () => {
    const max = UPLOAD_RULES.careers.maxBytes;
    expect(careerFileProblem('picture', { size: 10, type: 'image/jpeg' })).toBeNull();
    expect(careerFileProblem('picture', { size: 10, type: 'application/pdf' })).toBe('type');
    expect(careerFileProblem('cv', { size: max, type: 'application/pdf' })).toBeNull();
    expect(careerFileProblem('cv', { size: max + 1, type: 'application/pdf' })).toBe('size');
    expect(careerFileProblem('signature', { size: 10, type: 'image/jpeg' })).toBe('type');
    expect(careerFileProblem('cv', { size: 0, type: 'application/pdf' })).toBe('empty');
  });

  it('names the spec messages', () => {
    expect(careerFileMessage('cv', 'type')).toBe('careers:validation.fileType');
    expect(careerFileMessage('picture', 'type')).toBe('careers:validation.pictureType');
    expect(careerFileMessage('cv', 'size')).toBe('careers:validation.fileTooBig');
    expect(careerFileMessage('signature', 'missing')).toBe('careers:validation.signatureRequired');
    expect(careerFileMessage('cv', 'empty')).toBe('validation.fileEmpty');
    const required = Object.entries(CAREER_FILE_RULES.kinds).filter(([, rule]) => rule.required);
    expect(required.map(([kind]) => kind)).toEqual([
      'picture',
      'certificate',
      'cv',
      'idPicture',
      'signature',
    ]);
  });
});
