import { zodResolver } from '@hookform/resolvers/zod';
import { InterviewEvaluationSchema } from '@waha/shared';

/** The evaluation's resolver: the shared schema, as the server checks it (loaded on first check). */
export const evaluationResolver = zodResolver(InterviewEvaluationSchema);
