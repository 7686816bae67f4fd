/**
 * SPEC.md section 3 "Interview evaluation": the four grades and the nine criteria rated, apart
 * from the schema (interview.ts), so that the form draws its fields without bringing zod into the
 * page's first load (ADR 0903, 0904). interview.ts re-exports them.
 */
export const INTERVIEW_RATINGS = ['excellent', 'good', 'medium', 'poor'] as const;
export type InterviewRating = (typeof INTERVIEW_RATINGS)[number];

export const INTERVIEW_CRITERIA = [
  'appearance',
  'personality',
  'schoolingRelevance',
  'experienceRelevance',
  'employmentStability',
  'english',
  'intellect',
  'relatedEducation',
  'relatedExperience',
] as const;
export type InterviewCriterion = (typeof INTERVIEW_CRITERIA)[number];
