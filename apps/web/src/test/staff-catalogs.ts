import { addCatalogs, i18next, initI18n } from '../lib/i18n';

/** The back office's catalogs for a component test, keyed as lib/i18n.ts looks them up. */
export async function loadStaffCatalogs(language: 'ar' | 'en' = 'en') {
  const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
    '../../../../packages/shared/src/i18n/locales/*/staff.json',
  );
  addCatalogs(loaders);
  await initI18n(language);
  await i18next.loadNamespaces('staff');
}
