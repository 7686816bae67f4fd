import type { Language } from '@waha/shared';
import { addCatalogs, i18next, initI18n } from '../lib/i18n';

/**
 * i18next in `language` with the back office's catalogs loaded, as the staff bundle registers
 * them: keyed as lib/i18n.ts looks them up (relative to that file), so unit tests see the real
 * strings instead of keys.
 */
export async function initStaffI18n(language: Language = 'en', namespaces: string[] = []) {
  const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
    '../../../../packages/shared/src/i18n/locales/*/staff.json',
  );
  addCatalogs(loaders);
  await initI18n(language);
  await i18next.loadNamespaces(['staff', ...namespaces]);
}
