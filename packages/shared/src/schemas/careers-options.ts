/**
 * The job application's programs, choices and row limits, apart from its schema (careers.ts):
 * the form draws its fields from these at load without bringing zod into the page's first load
 * (ADR 0903, 0904; as content-kinds.ts). careers.ts re-exports them.
 */
export const CAREER_PROGRAMS = ['standard', 'abnaa'] as const;
export type CareerProgram = (typeof CAREER_PROGRAMS)[number];

export const RELIGIONS = ['islam', 'christianity', 'judaism', 'hinduism', 'buddhism'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const EDUCATION_LEVELS = [
  'primary',
  'middle_school',
  'high_school',
  'diploma',
  'bachelor',
  'master',
  'phd',
] as const;
export const SKILL_LEVELS = ['fine', 'good', 'excellent'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const PLEDGES = ['truthful', 'verification', 'falseInformation', 'policies'] as const;
export type Pledge = (typeof PLEDGES)[number];

/** Most repeatable rows a section takes (the form hides its add button there). */
export const CAREER_MAX_ROWS = {
  dependants: 15,
  jobs: 10,
  courses: 15,
  languages: 8,
  references: 5,
} as const;
