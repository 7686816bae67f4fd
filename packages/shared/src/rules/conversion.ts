import Big from 'big.js';
import { normalizeDigits } from './digits.js';

/** What the calculator needs from a rate row (SPEC.md section 3). */
export interface CurrencyRate {
  ratePurchase: number | string;
  rateSale: number | string;
  /** '*': the rate is riyals per unit; anything else: units per riyal. */
  popr: string;
}

/**
 * sell: the customer hands over the foreign currency and receives riyals (the branch buys, so its
 * purchase rate applies); buy: the customer pays riyals for the foreign currency (sale rate).
 */
export type ExchangeSide = 'sell' | 'buy';

/** toSar: the amount typed is foreign currency; fromSar: the amount typed is riyals. */
export type ConversionDirection = 'toSar' | 'fromSar';

export const AMOUNT_DECIMALS = 2;

/**
 * The largest amount the calculator converts (either side). Beyond it a branch quotes in person;
 * it also keeps a pasted 40-digit number from producing nonsense figures.
 */
export const MAX_EXCHANGE_AMOUNT = '10000000';

/** True when a typed (sanitized) amount is above MAX_EXCHANGE_AMOUNT. */
export function exceedsMaxAmount(amount: string): boolean {
  const value = toBig(amount === '' || amount === '.' ? '0' : amount);
  return value !== null && value.gt(MAX_EXCHANGE_AMOUNT);
}

/** The money-transfer tab's fixed rate, riyals per dirham (SPEC.md section 9). */
export const TRANSFER_FIXED_RATE = '3.75';

function toBig(value: number | string): Big | null {
  try {
    const big = new Big(typeof value === 'number' ? value : normalizeDigits(value).trim());
    return big;
  } catch {
    return null;
  }
}

/** Fixed-point text with at most two decimals and no trailing zeros ('12.50' -> '12.5'). */
export function formatAmount(value: Big): string {
  const fixed = value.round(AMOUNT_DECIMALS, Big.roundHalfUp).toFixed(AMOUNT_DECIMALS);
  const trimmed = fixed.replace(/\.?0+$/, '');
  return trimmed === '-0' || trimmed === '' ? '0' : trimmed;
}

/**
 * Converts an amount with a branch's rate, in decimal arithmetic, rounded half-up to 2 places with
 * trailing zeros trimmed. An empty or unreadable amount gives '' (the other field empties too);
 * a currency whose rates are both 0 (not traded at that branch) gives '0', as does a zero rate
 * that would otherwise divide by zero.
 */
export function convertAmount(
  amount: string,
  rate: CurrencyRate,
  side: ExchangeSide,
  direction: ConversionDirection,
): string {
  const normalized = normalizeDigits(amount).trim();
  if (normalized === '' || normalized === '.') return '';
  const value = toBig(normalized);
  const purchase = toBig(rate.ratePurchase);
  const sale = toBig(rate.rateSale);
  if (!value || !purchase || !sale) return '';
  if (purchase.eq(0) && sale.eq(0)) return '0';
  const used = side === 'sell' ? purchase : sale;
  // popr '*' turns foreign into riyals by multiplying; the other direction undoes it.
  const multiply = (rate.popr === '*') === (direction === 'toSar');
  if (multiply) return formatAmount(value.times(used));
  if (used.eq(0)) return '0';
  return formatAmount(value.div(used));
}

/**
 * Cleans what a customer typed into an exchange amount: Arabic-Indic and Urdu digits and the
 * Arabic decimal separator are converted (never stripped), anything but digits and the first
 * decimal point is dropped, and a leading 0 before another digit is dropped ('05' -> '5').
 */
export function sanitizeAmountInput(raw: string): string {
  const normalized = normalizeDigits(raw);
  let out = '';
  let seenDot = false;
  for (const ch of normalized) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenDot) {
      seenDot = true;
      out += ch;
    }
  }
  return out.replace(/^0+(?=\d)/, '');
}

/** Transfer amounts: digits with an optional point and at most two decimals. */
export const TRANSFER_AMOUNT_PATTERN = /^\d*(\.\d{0,2})?$/;

/**
 * Applies a keystroke to a transfer amount: the normalized new text if it still matches the
 * pattern, otherwise the previous text (so a third decimal simply does not appear).
 */
export function sanitizeTransferAmount(raw: string, previous: string): string {
  const normalized = normalizeDigits(raw).replace(/\s/g, '');
  return TRANSFER_AMOUNT_PATTERN.test(normalized) ? normalized : previous;
}

/** The transfer tab's calculation: riyals to dirhams at the fixed rate. */
export function transferToAed(sar: string): string {
  const value = toBig(sar === '' || sar === '.' ? '0' : sar);
  if (!value) return '';
  return formatAmount(value.div(TRANSFER_FIXED_RATE));
}

/** A rate written one way for every currency: `unit` units of the currency cost `sar` riyals. */
export interface SarQuote {
  unit: number;
  /** Riyals, decimal text with at most 4 decimals, trailing zeros trimmed. */
  sar: string;
}

const QUOTE_DECIMALS = 4;

/**
 * Expresses a rate as riyals per unit of the currency, whichever way the row's POPR runs: '*' rates
 * already are riyals per unit; other rates are units per riyal and are inverted. Currencies worth a
 * fraction of a riyal are quoted per 10, 100, ... units (the smallest that costs at least one riyal),
 * so "100 INR = 4.2735 SAR" rather than "1 INR = 0.0427 SAR". A zero rate (not traded) gives null.
 */
export function sarQuote(rate: number | string, popr: string): SarQuote | null {
  const value = toBig(rate);
  if (!value || value.lte(0)) return null;
  const perUnit = popr === '*' ? value : new Big(1).div(value);
  let unit = 1;
  while (perUnit.times(unit).lt(1) && unit < 1_000_000) unit *= 10;
  const sar = perUnit.times(unit).round(QUOTE_DECIMALS, Big.roundHalfUp).toFixed(QUOTE_DECIMALS);
  return { unit, sar: sar.replace(/\.?0+$/, '') };
}
