import { idParam } from '@waha/shared';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { branchExists } from './repository.js';

/** The branch a rates desk route is about, from its address (the shared id rule: ADR 2704). */
export const BranchParams = z.object({ branchId: idParam('validation.branchId') });

export async function requireBranch(db: Db, branchId: number): Promise<void> {
  if (!(await branchExists(db, branchId))) throw new AppError(404, 'not_found');
}
