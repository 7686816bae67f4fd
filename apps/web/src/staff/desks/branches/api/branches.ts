import { listOf, StaffBranchSchema, type BranchInfoEditSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

export const BRANCHES_KEY = ['staff', 'content', 'branches'] as const;

export const getBranches = () => staffCall(listOf(StaffBranchSchema), '/content/branches');

/** Every branch with its editable information. */
export function useBranches() {
  return useQuery({ queryKey: BRANCHES_KEY, queryFn: getBranches });
}

/** Saves a branch's information, already checked by BranchInfoEditSchema. */
export const putBranch = (id: number, body: z.output<typeof BranchInfoEditSchema>) =>
  staffCall(StaffBranchSchema, `/content/branches/${id}`, { method: 'PUT', body });
