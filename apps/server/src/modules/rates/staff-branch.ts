import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { branchExists } from './repository.js';

/** The branch a rates desk route is about, from its address. */
export const BranchParams = z.object({ branchId: z.coerce.number().int().min(1).max(999_999) });

export async function requireBranch(db: Db, branchId: number): Promise<void> {
  if (!(await branchExists(db, branchId))) throw new AppError(404, 'not_found');
}
