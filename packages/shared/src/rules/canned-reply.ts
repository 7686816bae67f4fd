import { formatNumber } from '../format/number.js';
import { riyadhDate } from '../format/date-time.js';
import type { Language } from '../i18n/languages.js';
import { CANNED_TEXT_FIELD, type CannedReply } from '../schemas/canned-replies.js';

const DAY_MS = 86_400_000;

/**
 * Whole Riyadh calendar days from `now` to the target (0 on the target day and after it): the
 * clock a customer counts by, not 24-hour periods from the submission time.
 */
export function daysLeftUntil(targetAt: string, now: Date | string = new Date()): number {
  const diff = Date.parse(riyadhDate(targetAt)) - Date.parse(riyadhDate(now));
  return Math.max(0, Math.round(diff / DAY_MS));
}

export interface CannedValues {
  name: string;
  ticket: string;
  daysLeft: number;
}

/**
 * A canned reply's text in one language with its placeholders filled. Numbers are written as the
 * rest of the site writes them (Latin digits in every language, ADR 1001), so the days left in an
 * Arabic reply match the dates and request numbers beside it. Unknown placeholders are refused
 * when the reply is saved; any left over here stay visible for the officer to correct.
 */
export function fillCannedReply(
  reply: Pick<CannedReply, 'textAr' | 'textEn' | 'textUr'>,
  language: Language,
  values: CannedValues,
): string {
  const filled: Record<string, string> = {
    name: values.name,
    ticket: values.ticket,
    daysLeft: formatNumber(values.daysLeft, language, 0),
  };
  return reply[CANNED_TEXT_FIELD[language]].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(filled, key) ? filled[key]! : whole,
  );
}
