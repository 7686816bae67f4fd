import { z } from '../zod.js';
import { riyadhClock } from '../format/date-time.js';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A branch's opening hours: one daily interval on its working days, Riyadh wall-clock time. */
export const BranchHoursSchema = z.object({
  opens: z.string().regex(CLOCK),
  closes: z.string().regex(CLOCK),
  /** Working weekdays, 0 = Sunday ... 6 = Saturday. */
  days: z.array(z.number().int().min(0).max(6)),
});
export type BranchHours = z.infer<typeof BranchHoursSchema>;

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
