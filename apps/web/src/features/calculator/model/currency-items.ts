import type { ExchangeRateRow, Language } from '@waha/shared';
import { NO_CURRENCY } from '../constants';

/** A currency as the calculator lists it (SPEC.md section 3, "client currency item"). */
export interface CurrencyItem {
  /** ISO 4217 code, or 'null' for the placeholder item. */
  currency: string;
  name: string;
  /** ISO 3166 code of the flag; empty for the placeholder. */
  flag: string;
  ratePurchases: number;
  rateSale: number;
  POPR: string;
  /** Code plus name, lower-cased: what the search box matches. */
  searchableName: string;
}

/** Most currency codes start with their country's code (USD -> US, EUR -> EU). */
export function flagOf(code: string): string {
  return /^[A-Z]{3}$/.test(code) ? code.slice(0, 2) : '';
}

export function toCurrencyItems(
  rows: ExchangeRateRow[],
  language: Language,
  placeholderName: string,
): CurrencyItem[] {
  const placeholder: CurrencyItem = {
    currency: NO_CURRENCY,
    name: placeholderName,
    flag: '',
    ratePurchases: 0,
    rateSale: 0,
    POPR: '*',
    searchableName: placeholderName.toLowerCase(),
  };
  return [
    placeholder,
    ...rows.map((row) => {
      const name = language === 'ar' ? row.CURR_ANAME : row.CURR_NAME;
      return {
        currency: row.CURRENCY,
        name,
        flag: flagOf(row.CURRENCY),
        ratePurchases: row.RATEPURCHES,
        rateSale: row.RATESALE,
        POPR: row.POPR,
        searchableName: `${row.CURRENCY} ${name}`.toLowerCase(),
      };
    }),
  ];
}

/**
 * Case-insensitive search on code plus name. The placeholder is listed only while a term is typed
 * (and matches it), as the spec describes.
 */
export function filterCurrencies(items: CurrencyItem[], term: string): CurrencyItem[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return items.filter((item) => item.currency !== NO_CURRENCY);
  return items.filter((item) => item.searchableName.includes(needle));
}
