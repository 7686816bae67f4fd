import { HrEvaluationSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';
import { HR_KEY } from './applications';

/** Where the desk shows an evaluation's signature image (the browser loads it itself). */
export const evaluationSignatureUrl = (id: string) => `/api/staff/hr/evaluations/${id}/signature`;

export const getUnlinkedEvaluations = () =>
  staffCall(z.array(HrEvaluationSchema), '/hr/evaluations', { query: { unlinked: 'true' } });

/** Evaluations an interviewer sent without the application's link, to attach by hand. */
export function useUnlinkedEvaluations() {
  return useQuery({ queryKey: [...HR_KEY, 'evaluations', 'unlinked'], queryFn: getUnlinkedEvaluations });
}
