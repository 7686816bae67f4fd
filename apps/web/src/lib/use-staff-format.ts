import { formatRelativeTime, formatStaffDateTime, formatStaffList } from '@waha/shared';
import { useCallback } from 'react';
import { useLanguage } from './use-language';

// The shared staff time helper (packages/shared/src/format/staff.ts) bound to the app's language.

/** Riyadh date and time as staff read it, Latin digits. */
export function useFormatDateTime(): (iso: string) => string {
  const language = useLanguage();
  return useCallback((iso: string) => formatStaffDateTime(iso, language), [language]);
}

/** "in 2 days" / "3 hours ago" in the app's language. */
export function useFormatRelative(): (iso: string, now?: number) => string {
  const language = useLanguage();
  return useCallback((iso: string, now?: number) => formatRelativeTime(iso, language, now), [language]);
}

/** "a, b and c" in the app's language. */
export function useFormatList(): (items: string[]) => string {
  const language = useLanguage();
  return useCallback((items: string[]) => formatStaffList(items, language), [language]);
}
