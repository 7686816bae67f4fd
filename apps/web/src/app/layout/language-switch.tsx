import { LANGUAGES, isLanguage } from '@waha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';

/** A native select: keyboard and screen-reader friendly in every browser, RTL-aware by `dir`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
        // A fixed height: a select's box follows its font's own metrics, so the header grew by 7 px
        // (and moved the whole page) when the Nastaliq font arrived on Urdu pages.
        className="h-9 rounded-md border border-white/40 bg-white/10 px-2 text-sm text-white [&>option]:text-slate-900"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
