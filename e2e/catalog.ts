import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

/**
 * A catalog's words by dotted key, as the site shows them in that language, with `{{name}}`
 * filled from `values`. A missing key throws, so a renamed key fails the spec that reads it.
 */
export function catalog(lang: string, ns: string) {
  const tree = JSON.parse(
    readFileSync(`packages/shared/src/i18n/locales/${lang}/${ns}.json`, 'utf8'),
  ) as Tree;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof found !== 'string') throw new Error(`no ${ns}:${key}`);
    // A placeholder without a value stays, for the spec to fill later.
    return found.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
      name in values ? String(values[name]) : slot,
    );
  };
}
