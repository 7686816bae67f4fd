import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { CAREER_PROGRAMS, type CareerProgram } from './careers.js';
import { INTERVIEW_CRITERIA, INTERVIEW_RATINGS } from './interview.js';
import { StaffListQuerySchema } from './list-paging.js';

/** The hiring pipeline (issue 14): every application is in exactly one of these. */
export const HR_PIPELINE_STATUSES = [
  'received',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type HrPipelineStatus = (typeof HR_PIPELINE_STATUSES)[number];
/** The two modes of the application form (/job-application and /abnaa-job-application). */
export const HR_PROGRAMS = CAREER_PROGRAMS;
export type HrProgram = CareerProgram;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .optional();

/** The HR desk's list: filters by program, position, status and received date; server sort/paging. */
export const HrApplicationListQuerySchema = StaffListQuerySchema.extend({
  program: z.enum(HR_PROGRAMS).optional(),
  status: z.enum(HR_PIPELINE_STATUSES).optional(),
  position: z.string().trim().max(120).optional(),
  /** Received on or after this day (Riyadh dates are compared as ISO days). */
  from: day,
  /** Received on or before this day. */
  to: day,
});
export type HrApplicationListQuery = z.infer<typeof HrApplicationListQuerySchema>;

export const HrApplicationRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  program: z.enum(HR_PROGRAMS),
  position: z.string(),
  fullName: z.string(),
  status: z.enum(HR_PIPELINE_STATUSES),
  createdAt: z.string(),
  purgedAt: z.string().nullable(),
});
export type HrApplicationRow = z.infer<typeof HrApplicationRowSchema>;

export const HrEvaluationSchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  candidateName: z.string(),
  interviewDate: z.string(),
  position: z.string(),
  nationality: z.string(),
  yearsOfExperience: z.number(),
  age: z.number(),
  qualifications: z.string(),
  ratings: z.record(
    z.enum(INTERVIEW_CRITERIA),
    z.object({ rating: z.enum(INTERVIEW_RATINGS), reason: z.string() }),
  ),
  additionalInfo: z.string(),
  recommendation: z.string(),
  lastPosition: z.string(),
  salaryAndBenefits: z.string(),
  requestedPosition: z.string(),
  requestedSalary: z.string(),
  interviewerName: z.string(),
  employeeNumber: z.string(),
  createdAt: z.string(),
});
export type HrEvaluation = z.infer<typeof HrEvaluationSchema>;

export const HrApplicationDetailSchema = HrApplicationRowSchema.extend({
  nationalId: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The answers as stored (JobApplicationSchema without files and sensitive answers). */
  answers: z.record(z.string(), z.unknown()).nullable(),
  /** Religion and health: only for `hr.sensitive`; `hidden` tells the desk why it is absent. */
  sensitive: z.record(z.string(), z.unknown()).nullable(),
  sensitiveHidden: z.boolean(),
  sensitiveConsent: z.boolean(),
  files: z.array(z.object({ id: z.string(), kind: z.string(), fileName: z.string(), size: z.number() })),
  events: z.array(
    z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), actor: z.string(), at: z.string() }),
  ),
  notes: z.array(z.object({ id: z.string(), text: z.string(), author: z.string(), createdAt: z.string() })),
  evaluations: z.array(HrEvaluationSchema),
});
export type HrApplicationDetail = z.infer<typeof HrApplicationDetailSchema>;

export const HrStatusChangeSchema = z.object({
  status: z.enum(HR_PIPELINE_STATUSES, { error: 'hr:validation.status' }),
});
export type HrStatusChange = z.infer<typeof HrStatusChangeSchema>;

export const HrNoteSchema = z.object({
  text: z
    .string({ error: 'validation.required' })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(z.string().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.tooLong' })),
});
export type HrNote = z.infer<typeof HrNoteSchema>;

export const HrLinkEvaluationSchema = z.object({ evaluationId: z.uuid({ error: 'validation.invalid' }) });

/** Days a rejected application's personal data is kept after its last change (PDPL). */
export const HR_RETENTION_DEFAULT_DAYS = 180;
export const HrRetentionSchema = z.object({
  days: z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((value) => normalizeDigits(String(value)).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, { error: 'hr:validation.retentionDays', abort: true })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(30, { error: 'hr:validation.retentionDays' })
            .max(3650, { error: 'hr:validation.retentionDays' }),
        ),
    ),
});
export type HrRetentionInput = z.input<typeof HrRetentionSchema>;
export const HrRetentionViewSchema = z.object({ days: z.number() });
export const HrPurgeResultSchema = z.object({ purged: z.number() });
