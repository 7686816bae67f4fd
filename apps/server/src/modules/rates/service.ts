import type { ExchangeRateRow } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { branchExists, ratesForBranch } from './repository.js';

export interface BranchRates {
  rows: ExchangeRateRow[];
  /** The newest update among the branch's rates; null when the branch has none yet. */
  updatedAt: string | null;
}

export async function getBranchRates(db: Db, branchId: number): Promise<BranchRates> {
  const records = await ratesForBranch(db, branchId);
  if (records.length === 0 && !(await branchExists(db, branchId))) {
    throw new AppError(400, 'unknown_branch', { Branch_ID: ['validation.branchId'] });
  }
  let updatedAt: string | null = null;
  const rows = records.map((r) => {
    if (!updatedAt || r.updatedAt > updatedAt) updatedAt = r.updatedAt;
    return {
      CURRENCY: r.code,
      CURR_NAME: r.nameEn,
      CURR_ANAME: r.nameAr,
      // Stored as exact decimal text; JSON numbers carry the same digits to the client.
      RATEPURCHES: Number(r.ratePurchase),
      RATESALE: Number(r.rateSale),
      POPR: r.popr,
    };
  });
  return { rows, updatedAt };
}

/**
 * A branch's rates for the server render of /rates (the board arrives with its rows, so nothing
 * moves when the page goes live): the API's rows and time; null when there is no such branch.
 */
export async function readBranchRates(db: Db, branchId: number): Promise<BranchRates | null> {
  try {
    return await getBranchRates(db, branchId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return null;
    throw error;
  }
}
