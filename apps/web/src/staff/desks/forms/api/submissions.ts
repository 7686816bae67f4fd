import {
  StaffFormSubmissionDetailSchema,
  StaffFormSubmissionSchema,
  type FormReviewSchema,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { uploadWithProgress } from '../../../../lib/upload-with-progress';
import { staffCall } from '../../../api/staff-api';

/** Every forms query: a review or a result file shows in the list and the opened submission. */
export const FORMS_KEY = ['staff', 'forms'] as const;
export const SUBMISSIONS_KEY = [...FORMS_KEY, 'submissions'] as const;
export const SUBMISSIONS_LIST_PATH = '/forms/submissions';

/** Where the desk links to a file the customer sent (the browser downloads it itself). */
export const submissionFileUrl = (clientFormId: string, fileId: string) =>
  `/api/staff${SUBMISSIONS_LIST_PATH}/${clientFormId}/files/${fileId}`;

export const getSubmission = (clientFormId: string) =>
  staffCall(StaffFormSubmissionDetailSchema, `${SUBMISSIONS_LIST_PATH}/${clientFormId}`);

/** One submission's answers, files, transfer and review state. */
export function useSubmission(clientFormId: string) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'submission', clientFormId],
    queryFn: () => getSubmission(clientFormId),
  });
}

export const postReview = (clientFormId: string, body: z.input<typeof FormReviewSchema>) =>
  staffCall(StaffFormSubmissionSchema, `${SUBMISSIONS_LIST_PATH}/${clientFormId}/status`, {
    method: 'POST',
    body,
  });

/** Uploads the result file by XHR, for its progress; `signal` cancels it. */
export const uploadResult = (
  clientFormId: string,
  body: FormData,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) =>
  uploadWithProgress(
    `/api/staff${SUBMISSIONS_LIST_PATH}/${clientFormId}/result`,
    body,
    StaffFormSubmissionSchema,
    {
      ...options,
      okStatus: 200,
    },
  );
