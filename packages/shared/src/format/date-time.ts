import type { Language } from '../i18n/languages.js';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving): every time the site shows is Riyadh time. */
export const RIYADH_TIME_ZONE = 'Asia/Riyadh';
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/**
 * One digit style for the whole site, chosen deliberately: Latin digits in every language. Amounts,
 * phone numbers, IDs and transfer numbers are typed and printed in Latin digits across the site, so
 * dates follow them rather than mixing two digit styles on one Arabic page.
 */
export const NUMBERING_SYSTEM = 'latn';

/** CLDR's Urdu data still writes "AM"/"PM"; these are the Urdu day periods a reader expects. */
const URDU_DAY_PERIODS: Record<string, string> = { AM: 'قبل دوپہر', PM: 'بعد دوپہر' };

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | Date | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per language and options, kept: building one costs about a millisecond
 * (several on a phone), and a page of branch cards asked for hundreds while hydrating (ADR 0904).
 */
export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Node's ICU puts a narrow no-break space before "AM"/"PM" where Chromium writes a plain one: the
 * server-rendered text would not match the browser's (a hydration mismatch), so both become plain.
 */
function format(language: Language, options: Intl.DateTimeFormatOptions, value: Date): string {
  const parts = dateTimeFormat(language, { numberingSystem: NUMBERING_SYSTEM, ...options }).formatToParts(
    value,
  );
  return parts
    .map((part) =>
      part.type === 'dayPeriod' && language === 'ur'
        ? (URDU_DAY_PERIODS[part.value] ?? part.value)
        : part.value,
    )
    .join('')
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** An instant in Riyadh time in the given style: the one formatter the public and staff helpers share. */
export function formatRiyadhInstant(
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return format(language, { ...options, timeZone: RIYADH_TIME_ZONE }, toDate(value));
}

/**
 * A calendar date with the month in words ("24 November 2026"), never a numeric form a reader could
 * take for mm/dd. A day-only value ("2025-07-26") is a calendar date, not an instant: it is printed
 * as written, so it does not move by a day for a visitor west of UTC. Any other value is an instant,
 * shown on its Riyadh calendar day.
 */
export function formatDate(value: DateInput, language: Language): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    return format(language, { dateStyle: 'long', timeZone: 'UTC' }, new Date(`${value}T00:00:00Z`));
  }
  return format(language, { dateStyle: 'long', timeZone: RIYADH_TIME_ZONE }, toDate(value));
}

/** An instant as Riyadh date and time ("24 Nov 2026, 1:24 PM"), day periods in the visitor's language. */
export function formatDateTime(value: DateInput, language: Language): string {
  return format(
    language,
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: RIYADH_TIME_ZONE,
    },
    toDate(value),
  );
}

/** Riyadh clock time of an instant ("1:24 PM"). */
export function formatTime(value: DateInput, language: Language): string {
  return format(language, { hour: 'numeric', minute: '2-digit', timeZone: RIYADH_TIME_ZONE }, toDate(value));
}

/** A "HH:mm" wall-clock time (opening hours) in the visitor's language, e.g. "9:00 AM". */
export function formatClock(hhmm: string, language: Language): string {
  const [h = '0', m = '0'] = hhmm.split(':');
  return format(
    language,
    { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
    new Date(Date.UTC(2000, 0, 1, Number(h), Number(m))),
  );
}

/** An instant on Riyadh's wall clock, ISO-shaped without a zone ("2026-11-24T13:24:05.123"). */
const riyadhWallClock = (value: DateInput) =>
  new Date(toDate(value).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 23);

/** The Riyadh calendar date ("YYYY-MM-DD") of an instant. */
export function riyadhDate(value: DateInput = Date.now()): string {
  return riyadhWallClock(value).slice(0, 10);
}

/** The Riyadh time of day ("HH:mm:ss", seconds cut, not rounded) of an instant: ZATCA's IssueTime. */
export function riyadhTimeOfDay(value: DateInput): string {
  return riyadhWallClock(value).slice(11, 19);
}

/** Riyadh date and time as "YYYY-MM-DD HH:mm" (machine-like, for printed documents' reference lines). */
export function riyadhDateTimeText(value: DateInput): string {
  const local = riyadhWallClock(value);
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** Day of week (0 = Sunday) and minutes since midnight of an instant, in Riyadh. */
export function riyadhClock(value: DateInput = Date.now()): { weekday: number; minutes: number } {
  const local = new Date(toDate(value).getTime() + RIYADH_OFFSET_MS);
  return { weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * The instant a Riyadh calendar day ("YYYY-MM-DD") starts, as an ISO string (UTC): Riyadh midnight is
 * 21:00 UTC the day before. A period "from 1 March" starts there, whatever the server's zone.
 */
export function riyadhDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - RIYADH_OFFSET_MS).toISOString();
}

/** A Riyadh calendar day as the half-open range [start, end) of ISO instants (end = next day's start). */
export function riyadhDayBounds(day: string): { start: string; end: string } {
  const start = riyadhDayStart(day);
  return { start, end: new Date(Date.parse(start) + 86_400_000).toISOString() };
}

/**
 * The same bounds for a day a person typed (the staff date filters), as `from` and `to`: a day that
 * is not on the calendar ("2026-02-30") is refused with a RangeError rather than rolled over.
 */
export function staffDayBounds(day: string): { from: string; to: string } {
  if (!DAY_ONLY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new RangeError(`not a calendar day: ${day}`);
  const { start, end } = riyadhDayBounds(day);
  if (riyadhDate(start) !== day) throw new RangeError(`not a calendar day: ${day}`);
  return { from: start, to: end };
}

/** Riyadh's offset from UTC as printed on documents ("UTC+03:00"), from the one offset above. */
export const RIYADH_UTC_LABEL = `UTC+${String(RIYADH_OFFSET_MS / 3_600_000).padStart(2, '0')}:00`;
