/** A nested catalog as stored in locales/<lang>/<namespace>.json. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** Flattens a nested catalog to dotted keys, so parity checks and look-ups are simple. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenCatalog(value, path));
  }
  return out;
}

/** Replaces {{name}} placeholders the way i18next does, for server-side messages. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in values ? String(values[name]) : `{{${name}}}`,
  );
}
