import { useEffect } from 'react';
import type { Language } from '@waha/shared';
import { i18next } from '../../lib/i18n';

/**
 * After hydration (never during it, which would mismatch or restart the render), switches to the
 * language the visitor chose on an earlier visit when the server did not know it (no or an old
 * `lang` cookie). Switching records the choice in localStorage and the cookie, so the next page
 * comes from the server in that language.
 */
export function LanguageFollower({ target }: { target: Language | null }) {
  useEffect(() => {
    if (target && target !== i18next.language) void i18next.changeLanguage(target);
  }, [target]);
  return null;
}
