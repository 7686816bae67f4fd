import Big from 'big.js';
import type { Language } from '../i18n/languages.js';
import { NUMBERING_SYSTEM } from './date-time.js';

const groupers = new Map<Language, Intl.NumberFormat>();

function grouper(language: Language): Intl.NumberFormat {
  let formatter = groupers.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { numberingSystem: NUMBERING_SYSTEM, useGrouping: true });
    groupers.set(language, formatter);
  }
  return formatter;
}

/**
 * A decimal amount (text or number) with thousands separators, in the site's one digit style.
 * Text is formatted digit by digit (no float round-trip), so "1234567.5" prints exactly.
 */
export function formatNumber(value: string | number, language: Language, maxDecimals = 4): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = grouper(language).format(BigInt(whole));
  const decimals = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Money as printed on documents and messages: rounded half-up to exactly `decimals` places (so "25"
 * reads "25.00" beside "3.75"), thousands separated, in the site's one digit style. Decimal
 * arithmetic, never a float. Text that is not a number is returned as given.
 */
export function formatMoney(value: string | number, language: Language, decimals = 2): string {
  let fixed: string;
  try {
    fixed = new Big(typeof value === 'number' ? value : value.trim())
      .round(decimals, Big.roundHalfUp)
      .toFixed(decimals);
  } catch {
    return String(value);
  }
  const [whole = '0', fraction] = fixed.split('.');
  // "-0.00" (a tiny negative rounded away) prints as zero.
  const sign = whole.startsWith('-') && /[1-9]/.test(fixed) ? '-' : '';
  const grouped = grouper(language).format(BigInt(whole.replace('-', '')));
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
