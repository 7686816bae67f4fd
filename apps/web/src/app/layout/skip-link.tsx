import { useTranslation } from 'react-i18next';

/** The first focusable element of every page: jumps over the header to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand"
    >
      {t('app.skipToContent')}
    </a>
  );
}
