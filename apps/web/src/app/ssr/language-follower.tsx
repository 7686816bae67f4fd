import type { Language } from '@waha/shared';
import { useEffect } from 'react';
import { i18next } from '../../lib/i18n';

let pending: Language | null = null;

/** app-start.tsx: the language to switch to once the page has hydrated (the visitor's stored choice). */
export function followLanguageAfterHydration(language: Language | null): void {
  pending = language;
}

/**
 * Switches to the language the visitor chose on an earlier visit when the server did not know it
 * (no or an old `lang` cookie): only after hydration, never during it (a mismatch, or a restart of
 * the render). It sits after the page inside the layout's Suspense boundary, which React hydrates
 * after the shell: its effect runs once the whole page is live. Switching records the choice in
 * localStorage and the cookie, so the next page comes from the server in that language.
 */
export function LanguageFollower() {
  useEffect(() => {
    // Marks the page live (end-to-end tests wait for it before they click).
    document.documentElement.dataset.hydrated = 'true';
    const target = pending;
    pending = null;
    if (target && target !== i18next.language) void i18next.changeLanguage(target);
  }, []);
  return null;
}
