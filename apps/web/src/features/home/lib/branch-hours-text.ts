import type { BranchHours, Language } from '@waha/shared';
import { dateTimeFormat, formatClock } from '@waha/shared';

// 2023-01-01 was a Sunday: day n of that week is weekday n.
function weekdayName(day: number, language: Language): string {
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/**
 * Working days as a reader says them: "every day", a range ("Saturday – Thursday") when the days
 * run on without a gap (across the week's end too), or else a list.
 */
export function workDaysText(days: number[], language: Language, everyDay: string): string {
  const set = new Set(days);
  if (set.size === 7) return everyDay;
  if (set.size === 0) return '';
  // Start the run just after a day off, so Saturday-to-Thursday reads as one range.
  const start = [...Array(7).keys()].find((d) => !set.has(d) && set.has((d + 1) % 7));
  const ordered = [...Array(7).keys()].map((i) => ((start ?? 0) + 1 + i) % 7).filter((d) => set.has(d));
  const contiguous = ordered.every((d, i) => i === 0 || (ordered[i - 1]! + 1) % 7 === d);
  const names = ordered.map((d) => weekdayName(d, language));
  if (contiguous && names.length > 2) return `${names[0]} – ${names[names.length - 1]}`;
  return names.join(language === 'en' ? ', ' : '، ');
}

export function hoursText(hours: BranchHours, language: Language, allDay: string): string {
  if (hours.opens === '00:00' && hours.closes === '24:00') return allDay;
  return `${formatClock(hours.opens, language)} – ${formatClock(hours.closes === '24:00' ? '00:00' : hours.closes, language)}`;
}
