import { z } from '../zod.js';
import { NationalIdSchema } from '../rules/national-id.js';
import { MobileSchema } from '../rules/phone.js';
import {
  age,
  anyPhone,
  bankAccount,
  choice,
  freeText,
  grade,
  namePart,
  optionalChoice,
  pastDay,
  salary,
  shortText,
} from './careers-fields.js';
import {
  BLOOD_GROUPS,
  CAREER_MAX_ROWS,
  CAREER_PROGRAMS,
  EDUCATION_LEVELS,
  GENDERS,
  MARITAL_STATUSES,
  PLEDGES,
  RELIGIONS,
  SKILL_LEVELS,
  YES_NO,
  type Pledge,
} from './careers-options.js';

/**
 * The job application (SPEC.md sections 3 and 5, PRODUCT.md section 9, issue 14): one schema
 * for the /job-application and /abnaa-job-application form and for POST /api/careers/applications.
 * The files and the signature travel beside the answers as multipart parts (CAREER_FILE_RULES).
 */

// The choices and limits live in a module without zod (careers-options.ts); re-exported here so
// every import of this module keeps working.
export * from './careers-options.js';
export * from './careers-files.js';

export const CareerProgramSchema = z.enum(CAREER_PROGRAMS, { error: 'validation.invalid' });

const yesNo = () => choice(YES_NO);
const skills = () =>
  z.object({ reading: choice(SKILL_LEVELS), writing: choice(SKILL_LEVELS), speaking: choice(SKILL_LEVELS) });

/** Details required when the question above them is answered yes. */
const detailsWhenYes = (answer: 'yes' | 'no' | '', details: string) => answer !== 'yes' || details !== '';
const requiredWhenYes = { message: 'validation.required' };

const Dependant = z.object({ name: namePart(), age: age(), relation: shortText(true, 60) });
const Job = z
  .object({
    title: shortText(),
    duties: freeText(false, 1000),
    employer: shortText(true, 150),
    address: freeText(false, 300),
    phone: anyPhone(),
    from: pastDay(),
    to: pastDay(false),
    bankAccount: bankAccount(),
    salary: salary(),
  })
  .refine((job) => job.to === '' || job.to >= job.from, {
    path: ['to'],
    message: 'validation.periodOrder',
  });
const Course = z.object({ name: shortText(true, 150) });
const OtherLanguage = skills().extend({ language: shortText(true, 40) });
const Reference = z.object({
  name: namePart(),
  position: shortText(),
  workplace: shortText(true, 150),
  phone: anyPhone(true),
});

/**
 * Religion and health (PRODUCT.md section 9, Saudi PDPL sensitive data): optional, kept in their
 * own object so the server stores them apart (job_applications.sensitive) and only HR reads them,
 * and accepted only with the separate consent (`sensitiveConsent`).
 */
const SensitiveAnswers = z.object({
  religion: optionalChoice(RELIGIONS),
  bloodGroup: optionalChoice(BLOOD_GROUPS),
  illnesses: optionalChoice(YES_NO),
  illnessDetails: freeText(false, 500),
  medicalTest: optionalChoice(YES_NO),
});
export type SensitiveAnswers = z.output<typeof SensitiveAnswers>;

export const JobApplicationSchema = z
  .object({
    personal: z.object({
      /** The position applied for: HR filters by it. */
      position: shortText(true, 120),
      firstName: namePart(),
      fatherName: namePart(),
      grandfatherName: namePart(),
      lastName: namePart(),
      birthDate: pastDay(),
      birthPlace: shortText(),
      nationality: shortText(true, 60),
      gender: choice(GENDERS),
      maritalStatus: choice(MARITAL_STATUSES),
    }),
    identity: z.object({ number: NationalIdSchema, issuePlace: shortText(), issueDate: pastDay() }),
    /** Optional; when a number is given, its place and date of issue are needed too. */
    passport: z
      .object({ number: shortText(false, 20), issuePlace: shortText(false), issueDate: pastDay(false) })
      .superRefine((passport, ctx) => {
        if (!passport.number) return;
        if (!/^[A-Za-z0-9]{5,20}$/.test(passport.number))
          ctx.addIssue({ code: 'custom', path: ['number'], message: 'careers:validation.passportNumber' });
        if (!passport.issuePlace) ctx.addIssue({ code: 'custom', path: ['issuePlace'], ...requiredWhenYes });
        if (!passport.issueDate) ctx.addIssue({ code: 'custom', path: ['issueDate'], ...requiredWhenYes });
      }),
    contact: z.object({
      mobile: MobileSchema,
      email: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.required', abort: true })
        .max(254, { error: 'validation.tooLong', abort: true })
        .pipe(z.email({ error: 'validation.contactEmail' })),
      homePhone: anyPhone(),
      workPhone: anyPhone(),
      homeAddress: freeText(true, 300),
    }),
    dependants: z.array(Dependant).max(CAREER_MAX_ROWS.dependants, { error: 'validation.tooMany' }),
    questions: z
      .object({
        commercialRegister: yesNo(),
        socialInsurance: yesNo(),
        student: yesNo(),
        hrFundSupport: yesNo(),
        hrFundDetails: freeText(false, 500),
        healthInsurance: yesNo(),
        healthInsuranceType: shortText(false),
        smoking: yesNo(),
      })
      .refine((q) => detailsWhenYes(q.hrFundSupport, q.hrFundDetails), {
        path: ['hrFundDetails'],
        ...requiredWhenYes,
      })
      .refine((q) => detailsWhenYes(q.healthInsurance, q.healthInsuranceType), {
        path: ['healthInsuranceType'],
        ...requiredWhenYes,
      }),
    jobs: z.array(Job).max(CAREER_MAX_ROWS.jobs, { error: 'validation.tooMany' }),
    education: z.object({
      level: choice(EDUCATION_LEVELS),
      school: shortText(true, 150),
      specialization: shortText(false, 150),
      grade: grade(),
      courses: z.array(Course).max(CAREER_MAX_ROWS.courses, { error: 'validation.tooMany' }),
      hobbiesAndSkills: freeText(false, 1000),
    }),
    languages: z.object({
      arabic: skills(),
      english: skills(),
      additional: z.array(OtherLanguage).max(CAREER_MAX_ROWS.languages, { error: 'validation.tooMany' }),
    }),
    /** Relatives working in the company (names and relation); '' when none. */
    relatives: freeText(false, 500),
    /** Non-relative references. */
    references: z.array(Reference).max(CAREER_MAX_ROWS.references, { error: 'validation.tooMany' }),
    pledges: z.object(
      Object.fromEntries(
        PLEDGES.map((p) => [p, z.literal(true, { error: 'careers:validation.pledge' })]),
      ) as Record<Pledge, z.ZodLiteral<true>>,
    ),
    sensitiveConsent: z.boolean({ error: 'validation.invalid' }).default(false),
    sensitive: SensitiveAnswers.refine((s) => detailsWhenYes(s.illnesses, s.illnessDetails), {
      path: ['illnessDetails'],
      ...requiredWhenYes,
    }),
  })
  .superRefine((form, ctx) => {
    if (hasSensitiveAnswers(form.sensitive) && !form.sensitiveConsent)
      ctx.addIssue({
        code: 'custom',
        path: ['sensitiveConsent'],
        message: 'careers:validation.sensitiveConsent',
      });
  })
  .transform(({ sensitive, ...answers }) => ({
    ...answers,
    /** Null when nothing sensitive was answered: nothing to store, show or erase. */
    sensitive: hasSensitiveAnswers(sensitive) ? sensitive : null,
  }));
export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.output<typeof JobApplicationSchema>;

export function hasSensitiveAnswers(sensitive: SensitiveAnswers): boolean {
  return Object.values(sensitive).some((value) => value !== '');
}

/** The applicant's full name as HR lists it: the four parts in order. */
export function applicantFullName(personal: JobApplication['personal']): string {
  return [personal.firstName, personal.fatherName, personal.grandfatherName, personal.lastName].join(' ');
}

/** The answer to a submission: the reference the applicant quotes (e.g. JA-7K3Q9X2M). */
export const JobApplicationSubmittedSchema = z.object({ reference: z.string(), createdAt: z.string() });
export type JobApplicationSubmitted = z.infer<typeof JobApplicationSubmittedSchema>;
