import {
  BulkResultSchema,
  RemittanceRequestDetailSchema,
  type RequestBulkAssign,
  type RequestBulkStatus,
  type RequestStatusChange,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** Every staff query: a request's change shows in the list, its detail and the counts alike. */
export const STAFF_KEY = ['staff'] as const;
export const REQUESTS_LIST_PATH = '/remittance-requests';

export type RequestDetailView = z.infer<typeof RemittanceRequestDetailSchema>;

export const getRequest = (reference: string) =>
  staffCall(RemittanceRequestDetailSchema, `/remittance-requests/${reference}`);

/** One request's details, history and notes. */
export function useRequest(reference: string) {
  return useQuery({ queryKey: ['staff', 'request', reference], queryFn: () => getRequest(reference) });
}

/** The writes on one request: the body is what each route's shared schema accepts. */
export type RequestAction =
  | { path: 'status'; body: RequestStatusChange }
  | { path: 'assign'; body: { assigneeId: string | null } }
  | { path: 'notes'; body: { text: string } };

export const postRequestAction = (reference: string, { path, body }: RequestAction) =>
  staffCall(z.unknown(), `/remittance-requests/${reference}/${path}`, { method: 'POST', body });

/** The selected requests at once; the server answers which changed and which it refused, why. */
export type BulkAction =
  { path: 'assign'; body: RequestBulkAssign } | { path: 'status'; body: RequestBulkStatus };

export const postBulk = ({ path, body }: BulkAction) =>
  staffCall(BulkResultSchema, `/remittance-requests/${path}`, { method: 'POST', body });
