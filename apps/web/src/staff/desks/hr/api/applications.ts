import { HrApplicationDetailSchema, type HrApplicationDetail } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

export const HR_KEY = ['staff', 'hr'] as const;
export const applicationKey = (id: string) => [...HR_KEY, 'application', id] as const;
/** Where the desk links to a stored file or the printable PDF (the browser opens them itself). */
export const fileUrl = (id: string, fileId: string) => `/api/staff/hr/applications/${id}/files/${fileId}`;
export const pdfUrl = (id: string) => `/api/staff/hr/applications/${id}/pdf`;

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKey(id),
    queryFn: () => staffCall(HrApplicationDetailSchema, `/hr/applications/${id}`),
  });
}

/**
 * A write on one application (status, note, link): the answer is the updated application, put in
 * the cache at once; the list is refreshed because its row may have changed.
 */
export function useApplicationWrite<Body>(id: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      staffCall(HrApplicationDetailSchema, `/hr/applications/${id}/${path}`, { method: 'POST', body }),
    onSuccess: (detail: HrApplicationDetail) => {
      queryClient.setQueryData(applicationKey(id), detail);
      return queryClient.invalidateQueries({ queryKey: [...HR_KEY, 'list'] });
    },
  });
}
