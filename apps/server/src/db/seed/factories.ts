import { Big } from 'big.js';
import type { ExchangeRatesTable } from '../schema.js';
import type { DemoCurrency } from './currencies.js';

/**
 * A branch's rate for a currency: the reference rate moved by a few tenths of a percent per
 * branch, always in the branch's favour, so branches really differ (the airport most).
 */
export function buildRate(
  branchId: number,
  currency: DemoCurrency,
  updatedAt: string,
  overrides: Partial<ExchangeRatesTable> = {},
): ExchangeRatesTable {
  const step = new Big(branchId === 15 ? 0.004 : (branchId - 11) * 0.0004);
  // For '*' rows a higher sale and lower purchase favour the branch; for '/' rows the reverse.
  const favour = currency.popr === '*' ? 1 : -1;
  const sale = new Big(currency.sale).times(new Big(1).plus(step.times(favour)));
  const purchase = new Big(currency.purchase).times(new Big(1).minus(step.times(favour)));
  return {
    branch_id: branchId,
    currency_code: currency.code,
    rate_purchase: purchase.toFixed(4),
    rate_sale: sale.toFixed(4),
    popr: currency.popr,
    updated_at: updatedAt,
    ...overrides,
  };
}
