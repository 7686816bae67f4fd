import { matchesSearch, sarQuote, type ExchangeRateRow, type Language, type SarQuote } from '@waha/shared';
import { currencyName, flagOf } from './currency-items';

export interface BoardRow {
  code: string;
  name: string;
  flag: string;
  /** What the branch pays for the currency (the customer sells), in riyals per unit. */
  buy: SarQuote | null;
  /** What the branch charges for it (the customer buys). */
  sell: SarQuote | null;
}

export type BoardSortKey = 'name' | 'buy' | 'sell';
export interface BoardSort {
  key: BoardSortKey;
  ascending: boolean;
}

export function toBoardRows(rows: ExchangeRateRow[], language: Language): BoardRow[] {
  return rows.map((row) => ({
    code: row.CURRENCY,
    name: currencyName(row, language),
    flag: flagOf(row.CURRENCY),
    buy: sarQuote(row.RATEPURCHES, row.POPR),
    sell: sarQuote(row.RATESALE, row.POPR),
  }));
}

/** Riyals for ONE unit, so rows quoted per 1 and per 100 units sort against each other. */
function perUnit(quote: SarQuote | null): number {
  return quote ? Number(quote.sar) / quote.unit : -1;
}

/** The rows a search leaves (code or name, in the visitor's language), in the chosen order. */
export function boardView(rows: BoardRow[], term: string, sort: BoardSort, language: Language): BoardRow[] {
  const collator = new Intl.Collator(language);
  const found = rows.filter((row) => matchesSearch(`${row.code} ${row.name}`, term));
  const sign = sort.ascending ? 1 : -1;
  return found.sort((a, b) => {
    if (sort.key === 'name') return sign * collator.compare(a.name, b.name);
    return sign * (perUnit(a[sort.key]) - perUnit(b[sort.key]));
  });
}
