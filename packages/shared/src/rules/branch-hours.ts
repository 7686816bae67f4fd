import { riyadhClock } from '../format/date-time.js';

/**
 * A branch's opening hours: one daily interval on its working days, Riyadh wall-clock time
 * ("HH:MM"; its schema, BranchHoursSchema, is in schemas/content.ts, so these rules carry no zod).
 */
export interface BranchHours {
  opens: string;
  closes: string;
  /** Working weekdays, 0 = Sunday ... 6 = Saturday. */
  days: number[];
}

function minutesOf(clock: string): number {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether the branch is open at an instant, judged on the Riyadh clock (no daylight saving). */
export function isBranchOpen(hours: BranchHours, at: Date | number | string = Date.now()): boolean {
  const { weekday, minutes } = riyadhClock(at);
  if (!hours.days.includes(weekday)) return false;
  return minutes >= minutesOf(hours.opens) && minutes < minutesOf(hours.closes);
}

/** "0,1,2" (as stored) -> [0, 1, 2]. */
export function parseWorkDays(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
}
