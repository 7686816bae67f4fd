import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@waha/shared';
import { useTranslation } from 'react-i18next';

/** The current language, typed; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
