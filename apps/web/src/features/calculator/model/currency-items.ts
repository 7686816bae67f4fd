import { foldForSearch, matchesSearch, type ExchangeRateRow, type Language } from '@waha/shared';
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
  /** Code plus name, folded for search (case, hamza forms, diacritics): what the search box matches. */
  searchableName: string;
}

/** Most currency codes start with their country's code (USD -> US, EUR -> EU). */
export function flagOf(code: string): string {
  return /^[A-Z]{3}$/.test(code) ? code.slice(0, 2) : '';
}

const displayNames = new Map<Language, Intl.DisplayNames | null>();

function intlCurrencyName(code: string, language: Language): string | undefined {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language)?.of(code) ?? undefined;
}

/**
 * A currency's name in the visitor's language: the server's Arabic and English names (SPEC.md
 * section 3), and for Urdu the browser's own CLDR name ("امریکی ڈالر"), falling back to English.
 */
export function currencyName(row: ExchangeRateRow, language: Language): string {
  if (language === 'ar') return row.CURR_ANAME;
  if (language === 'ur') return intlCurrencyName(row.CURRENCY, 'ur') ?? row.CURR_NAME;
  return row.CURR_NAME;
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
    searchableName: foldForSearch(placeholderName),
  };
  return [
    placeholder,
    ...rows.map((row) => {
      const name = currencyName(row, language);
      return {
        currency: row.CURRENCY,
        name,
        flag: flagOf(row.CURRENCY),
        ratePurchases: row.RATEPURCHES,
        rateSale: row.RATESALE,
        POPR: row.POPR,
        searchableName: foldForSearch(`${row.CURRENCY} ${name}`),
      };
    }),
  ];
}

/**
 * Search on code plus name in the visitor's language, folded (see foldForSearch). The placeholder is listed only while a term is typed
 * (and matches it), as the spec describes.
 */
export function filterCurrencies(items: CurrencyItem[], term: string): CurrencyItem[] {
  if (!foldForSearch(term)) return items.filter((item) => item.currency !== NO_CURRENCY);
  return items.filter((item) => matchesSearch(item.searchableName, term));
}
