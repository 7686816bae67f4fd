// The branch rating's answer (parseAnswer): zod and this schema load with the first answer.
export { BranchRatingResponseSchema } from '@waha/shared';
