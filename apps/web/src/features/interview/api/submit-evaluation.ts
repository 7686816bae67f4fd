import type { InterviewEvaluationInput } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

/** POST /api/careers/interviews: the form as typed (the server parses it with the same schema). */
export function useSubmitEvaluation() {
  return useMutation({
    mutationFn: async (evaluation: InterviewEvaluationInput) =>
      parseAnswer('careers', 'InterviewSubmittedSchema', await apiPost('/careers/interviews', evaluation)),
  });
}
