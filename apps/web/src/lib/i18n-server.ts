import { LANGUAGES, type Language } from '@waha/shared';
import i18next, { type i18n, type Resource } from 'i18next';

// The server render has every catalog in memory: a page never waits for one.
const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/shared/src/i18n/locales/*/*.json',
  { eager: true },
);

const resources: Resource = {};
const namespaces = new Set<string>();
for (const [file, module] of Object.entries(modules)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  resources[language] ??= {};
  resources[language][namespace] = module.default;
  namespaces.add(namespace);
}

export interface ServerI18n {
  i18n: i18n;
  /** The namespaces the render used: the browser loads them before it hydrates. */
  usedNamespaces(): string[];
}

/** One instance per request: requests in different languages never share state. */
export function createServerI18n(language: Language): ServerI18n {
  const used = new Set<string>(['common']);
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    initAsync: false,
  });
  // react-i18next reports each namespace a component asks for here.
  Object.assign(instance, {
    reportNamespaces: {
      addUsedNamespaces: (list: string[]) => list.forEach((ns) => used.add(ns)),
      getUsedNamespaces: () => [...used],
    },
  });
  return {
    i18n: instance,
    usedNamespaces: () => [...used],
  };
}
