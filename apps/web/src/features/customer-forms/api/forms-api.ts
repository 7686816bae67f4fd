import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// Per-customer data: never cached across a login (the keys are cleared at sign-in and sign-out).
export const FORMS_KEY = ['customer-forms'] as const;

export function useAssignedForms() {
  return useQuery({
    queryKey: [...FORMS_KEY, 'assigned'],
    queryFn: async () =>
      (await parseAnswer('customer-forms', 'AssignedFormsSchema', await apiGet('/forms'))).forms,
  });
}

export function useFormToFill(formId: string, clientFormId: string) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'fill', formId, clientFormId],
    queryFn: async () =>
      parseAnswer(
        'customer-forms',
        'FormToFillSchema',
        await apiGet(`/forms/${encodeURIComponent(formId)}/${encodeURIComponent(clientFormId)}`),
      ),
    retry: false,
  });
}

export function useFormHistory() {
  return useQuery({
    queryKey: [...FORMS_KEY, 'history'],
    queryFn: async () =>
      (await parseAnswer('customer-forms', 'FormHistorySchema', await apiGet('/forms/history'))).items,
  });
}

export function useFormHistoryDetail(clientFormId: string) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'history', clientFormId],
    queryFn: async () =>
      parseAnswer(
        'customer-forms',
        'FormHistoryDetailSchema',
        await apiGet(`/forms/history/${encodeURIComponent(clientFormId)}`),
      ),
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
  return uploadWithProgress(url, body, (data) => parseAnswer('customer-forms', 'FormSubmittedSchema', data), {
    onProgress,
    okStatus: 200,
  });
}

/** The result file staff attached, as a Blob to save. */
export async function downloadResultFile(clientFormId: string): Promise<Blob> {
  const { data } = await apiRequest<Blob>(`/forms/history/${encodeURIComponent(clientFormId)}/file`, {
    responseType: 'blob',
  });
  return data;
}
