import { ComplaintReportSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

export interface Period {
  from: string;
  to: string;
}

/** SAMA's figures for a period of Riyadh days (the server reads the same query for its exports). */
export function useComplaintReport(period: Period) {
  return useQuery({
    queryKey: ['staff', 'complaints', 'report', period.from, period.to],
    queryFn: () => staffCall(ComplaintReportSchema, '/complaints/report', { query: { ...period } }),
  });
}

/** The exports' addresses: plain links, so the browser downloads them (with the session cookie). */
export const reportExport = (kind: 'csv' | 'pdf', period: Period) =>
  `/api/staff/complaints/report.${kind}?${new URLSearchParams({ ...period }).toString()}`;
