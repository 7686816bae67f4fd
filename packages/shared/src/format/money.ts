import Big from 'big.js';
import type { Language } from '../i18n/languages.js';
import { groupWhole } from './number.js';

// Its own file, not number.ts: decimal arithmetic (big.js) is for documents and messages the
// server writes; number.ts is in every public page's first load (vite.config.ts app-core).

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
  const grouped = groupWhole(whole.replace('-', ''), language);
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
