/**
 * Table types. Timestamps are ISO 8601 text and decimals are text on both engines, so the
 * same queries return the same values from SQLite and PostgreSQL.
 */
export interface BranchesTable {
  id: number;
  name_ar: string;
  name_en: string;
  name_ur: string;
  city_ar: string;
  city_en: string;
  city_ur: string;
  sort_order: number;
}

export interface CurrenciesTable {
  code: string;
  name_en: string;
  name_ar: string;
  name_ur: string;
  /** ISO 3166 alpha-2 country of the flag shown beside the currency. */
  flag_country: string;
}

export interface ExchangeRatesTable {
  branch_id: number;
  currency_code: string;
  /** Decimal text: what the branch pays for one unit (or units per riyal when popr is '/'). */
  rate_purchase: string;
  rate_sale: string;
  popr: string;
  updated_at: string;
}

export interface RateLimitsTable {
  bucket: string;
  /** A hash of the client or subject key: no IP, ID or phone number is stored in clear. */
  key: string;
  count: number;
  /** Epoch milliseconds; bigint comes back as text from PostgreSQL, so read it with Number(). */
  reset_at: number | string;
}

export interface Database {
  branches: BranchesTable;
  currencies: CurrenciesTable;
  exchange_rates: ExchangeRatesTable;
  rate_limits: RateLimitsTable;
}
