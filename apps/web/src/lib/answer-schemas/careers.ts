// The careers pages' answers (parseAnswer): zod and these schemas load with the first answer.
export { InterviewSubmittedSchema, JobApplicationSubmittedSchema } from '@waha/shared';
