import { RatingSummarySchema, type RatingSummary } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff-api';

export type RatingFilter = { branchId: string; from: string; to: string };
export type { RatingSummary };

/** Where the printable poster's QR code comes from (the browser loads the SVG itself). */
export const ratingQrUrl = (branchId: number) => `/api/staff/branch-ratings/${branchId}/qr.svg`;

/** Per branch and month counts and averages, and the latest comments; empty filters mean all. */
export const getRatingSummary = ({ branchId, from, to }: RatingFilter) =>
  staffCall(RatingSummarySchema, '/branch-ratings/summary', {
    query: { branchId: branchId || undefined, from: from || undefined, to: to || undefined },
  });

export function useRatingSummary(filter: RatingFilter) {
  return useQuery({
    queryKey: ['staff', 'ratings', filter.branchId, filter.from, filter.to],
    queryFn: () => getRatingSummary(filter),
  });
}
