import { InterviewSubmittedSchema, type InterviewEvaluationInput } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/careers/interviews: the form as typed (the server parses it with the same schema). */
export function useSubmitEvaluation() {
  return useMutation({
    mutationFn: async (evaluation: InterviewEvaluationInput) =>
      InterviewSubmittedSchema.parse(await apiPost('/careers/interviews', evaluation)),
  });
}
