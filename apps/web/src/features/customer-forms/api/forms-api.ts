import {
  AssignedFormsSchema,
  FormHistoryDetailSchema,
  FormHistorySchema,
  FormSubmittedSchema,
  FormToFillSchema,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// Per-customer data: never cached across a login (the keys are cleared at sign-in and sign-out).
export const FORMS_KEY = ['customer-forms'] as const;

export function useAssignedForms() {
  return useQuery({
    queryKey: [...FORMS_KEY, 'assigned'],
    queryFn: async () => AssignedFormsSchema.parse(await apiGet('/forms')).forms,
  });
}

export function useFormToFill(formId: string, clientFormId: string) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'fill', formId, clientFormId],
    queryFn: async () =>
      FormToFillSchema.parse(
        await apiGet(`/forms/${encodeURIComponent(formId)}/${encodeURIComponent(clientFormId)}`),
      ),
    retry: false,
  });
}

export function useFormHistory() {
  return useQuery({
    queryKey: [...FORMS_KEY, 'history'],
    queryFn: async () => FormHistorySchema.parse(await apiGet('/forms/history')).items,
  });
}

export function useFormHistoryDetail(clientFormId: string) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'history', clientFormId],
    queryFn: async () =>
      FormHistoryDetailSchema.parse(await apiGet(`/forms/history/${encodeURIComponent(clientFormId)}`)),
    retry: false,
  });
}

/** Sends the answers and files with upload progress. */
export async function submitForm(
  formId: string,
  clientFormId: string,
  answers: Record<string, unknown>,
  files: Record<string, File>,
  onProgress: (percent: number) => void,
) {
  const body = new FormData();
  body.append('answers', JSON.stringify(answers));
  for (const [fieldId, file] of Object.entries(files)) body.append(fieldId, file);
  const url = `/api/forms/${encodeURIComponent(formId)}/${encodeURIComponent(clientFormId)}`;
  return uploadWithProgress(url, body, FormSubmittedSchema, { onProgress, okStatus: 200 });
}

/** The result file staff attached, as a Blob to save. */
export async function downloadResultFile(clientFormId: string): Promise<Blob> {
  const { data } = await apiRequest<Blob>(`/forms/history/${encodeURIComponent(clientFormId)}/file`, {
    responseType: 'blob',
  });
  return data;
}
