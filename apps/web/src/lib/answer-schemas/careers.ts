// The careers pages' answers (parseAnswer, answerSchema): zod and these load with the first answer.
export { InterviewSubmittedSchema, JobApplicationSubmittedSchema } from '@waha/shared';
