import { LANGUAGES, type Language } from '@waha/shared';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, documentLanguage, rememberLanguage } from './language';
import { fetchNastaliqForNextPage } from './nastaliq';

type CatalogLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// Every namespace of every language, each its own chunk: a page downloads only what it shows.
// The back office's namespace is registered by its own bundle (addCatalogs), so the public
// pages do not even carry its import map.
const catalogs: CatalogLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../packages/shared/src/i18n/locales/*/*.json',
  '!../../../../packages/shared/src/i18n/locales/*/staff.json',
]);

export function addCatalogs(more: CatalogLoaders): void {
  Object.assign(catalogs, more);
}

function loadCatalog(language: string, namespace: string) {
  const load = catalogs[`../../../../packages/shared/src/i18n/locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`missing catalog ${language}/${namespace}`));
  return load().then((module) => module.default);
}

/**
 * Starts i18next in the language the page was rendered in, with the namespaces the server used
 * already loaded, so hydration finds every string it needs and never suspends.
 */
export async function initI18n(language: Language = documentLanguage(), namespaces: string[] = []) {
  applyDocumentLanguage(language);
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    await i18next.loadNamespaces(namespaces);
    return i18next;
  }
  i18next.on('languageChanged', (next) => {
    const lang = (LANGUAGES as readonly string[]).includes(next) ? (next as Language) : language;
    applyDocumentLanguage(lang);
    rememberLanguage(lang);
    // Switched to Urdu here: naskh on this page, Nastaliq from the next (ADR 2605).
    fetchNastaliqForNextPage();
  });
  await i18next
    .use(resourcesToBackend(loadCatalog))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common', ...namespaces.filter((ns) => ns !== 'common')],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

export { i18next };
