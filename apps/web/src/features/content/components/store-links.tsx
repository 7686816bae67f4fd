import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';

/** Links to the app's two store listings, opened in new tabs. */
export function StoreLinks() {
  const { t } = useTranslation('content');
  return (
    <ul className="flex flex-wrap gap-3">
      {(['android', 'ios'] as const).map((store) => (
        <li key={store}>
          <a
            href={brand.appStores[store]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-xl bg-slate-900 px-5 py-3 font-bold text-white hover:bg-slate-700"
          >
            {t(`stores.${store}`)}
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
