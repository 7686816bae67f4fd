import { HrPurgeResultSchema, HrRetentionViewSchema, type HrRetentionInput } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';
import { HR_KEY } from './applications';

export const RETENTION_KEY = [...HR_KEY, 'retention'] as const;

export const getRetention = () => staffCall(HrRetentionViewSchema, '/hr/retention');

/** The PDPL retention period in days. */
export function useRetention() {
  return useQuery({ queryKey: RETENTION_KEY, queryFn: getRetention });
}

export const putRetention = (body: HrRetentionInput) =>
  staffCall(HrRetentionViewSchema, '/hr/retention', { method: 'PUT', body });

/** Applies the period now (the server also runs it daily); answers how many were purged. */
export const applyRetention = () =>
  staffCall(HrPurgeResultSchema, '/hr/retention/apply', { method: 'POST', body: {} });
