import { normalizeDigits } from './digits.js';

/**
 * Thousands separators people type: the comma, the Arabic thousands separator (U+066C, what an
 * Arabic keyboard or a copied Arabic amount gives: ٦٬٥٠٠) and the Arabic comma (U+060C), which
 * some Arabic keyboards put where the comma is.
 */
const GROUP_SEPARATORS = /[,\u066c\u060c]/g;

/** Three-digit groups (6,500 / 1,234,567) or the South Asian lakh grouping Urdu readers write (1,00,000). */
const WESTERN_GROUPS = /^[0-9]{1,3}(,[0-9]{3})+$/;
const LAKH_GROUPS = /^[0-9]{1,2}(,[0-9]{2})*,[0-9]{3}$/;

export type DecimalInput =
  | { ok: true; value: string }
  /** `format`: not a number at all; `grouping`: a number whose thousands separators are misplaced. */
  | { ok: false; problem: 'format' | 'grouping' };

/**
 * A decimal number as a customer types it, into plain ASCII ("6500", "-12.5", "" when blank):
 * Arabic-Indic and Urdu digits, "." or the Arabic decimal separator (U+066B), and thousands
 * separators, which must stand every three digits of the whole part (or in the lakh pattern) so
 * that a slip like "6,50,0" is questioned instead of silently read as 6500.
 */
export function parseDecimalInput(input: string): DecimalInput {
  // normalizeDigits would drop U+066C silently: separators are made commas first, then checked.
  const text = normalizeDigits(input.trim().replace(GROUP_SEPARATORS, ',')).replace(/\s+/g, '');
  if (text === '') return { ok: true, value: '' };
  const match = /^(-?)([0-9,]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [, sign = '', whole = '', fraction] = match;
  if (whole.includes(',') && !WESTERN_GROUPS.test(whole) && !LAKH_GROUPS.test(whole))
    return { ok: false, problem: 'grouping' };
  const digits = whole.replaceAll(',', '');
  return { ok: true, value: `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}` };
}
