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

/** Whole digits (no sign) with thousands separators, in the site's one digit style. */
export function groupWhole(whole: string, language: Language): string {
  return grouper(language).format(BigInt(whole));
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
  const grouped = groupWhole(whole, language);
  const decimals = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
