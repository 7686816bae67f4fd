import type { Db } from '../../db/connection.js';

export interface RateRecord {
  code: string;
  nameEn: string;
  nameAr: string;
  ratePurchase: string;
  rateSale: string;
  popr: string;
  updatedAt: string;
}

export async function branchExists(db: Db, branchId: number): Promise<boolean> {
  const row = await db.selectFrom('branches').select('id').where('id', '=', branchId).executeTakeFirst();
  return row !== undefined;
}

export async function ratesForBranch(db: Db, branchId: number): Promise<RateRecord[]> {
  return db
    .selectFrom('exchange_rates as r')
    .innerJoin('currencies as c', 'c.code', 'r.currency_code')
    .select([
      'r.currency_code as code',
      'c.name_en as nameEn',
      'c.name_ar as nameAr',
      'r.rate_purchase as ratePurchase',
      'r.rate_sale as rateSale',
      'r.popr as popr',
      'r.updated_at as updatedAt',
    ])
    .where('r.branch_id', '=', branchId)
    .orderBy('r.currency_code')
    .execute();
}
