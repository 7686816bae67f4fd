import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';

/** Arabic and English first (PRODUCT.md section 14); the catalogs also hold Urdu. */
const STAFF_LANGUAGES = ['ar', 'en'] as const;

export function StaffLanguageSwitch() {
  const { t, i18n } = useTranslation('staff');
  const language = useLanguage();
  return (
    <div role="group" aria-label={t('language')} className="flex gap-1">
      {STAFF_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={language === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className="rounded px-2 py-1 text-sm font-medium text-white aria-pressed:bg-white aria-pressed:text-brand-dark"
        >
          {t(`posts.languages.${lng}`)}
        </button>
      ))}
    </div>
  );
}
