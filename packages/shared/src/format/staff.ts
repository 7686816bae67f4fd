import type { Language } from '../i18n/languages.js';
import { formatRiyadhInstant, NUMBERING_SYSTEM } from './date-time.js';

/**
 * How the back office writes time. Staff compare times across rows, so every time is Riyadh time
 * (the company's clock, whoever reads it), a short month and the clock ("24 Nov 2026, 1:24 PM"),
 * and Latin digits like the amounts and references beside them. Built on date-time.ts, which keeps
 * the site's formatters; this file only adds the staff styles.
 */

type Instant = string | Date | number;
const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** An instant as staff read it: Riyadh date (medium) and time (short), Latin digits. */
export function formatStaffDateTime(value: Instant, language: Language): string {
  return formatRiyadhInstant(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
const listFormats = new Map<Language, Intl.ListFormat>();

/** Largest unit first: the first one the distance reaches is the one said ("3 hours ago"). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How far an instant is from now, in words ("in 2 days", "3 hours ago", "now"): for deadlines and
 * last activity, where the distance matters more than the clock. Rounded to whole units.
 */
export function formatRelativeTime(value: Instant, language: Language, now: Instant = Date.now()): string {
  let format = relativeFormats.get(language);
  if (!format) {
    // The locale carries the digits: TypeScript's lib does not yet know the `numberingSystem` option here.
    format = new Intl.RelativeTimeFormat(`${language}-u-nu-${NUMBERING_SYSTEM}`, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const distance = toDate(value).getTime() - toDate(now).getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(distance) >= size) return format.format(Math.round(distance / size), unit);
  }
  return format.format(0, 'second');
}

/** "a, b and c" in the language (Arabic joins with its own comma and "و"). */
export function formatStaffList(items: readonly string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}
