import { useCallback, useMemo } from 'react';
import { useAddressParams } from './use-address-params';

/**
 * A list's filters kept in the address (`?status=open&q=ali`), so a view can be bookmarked and
 * shared. `defaults` names the filters and their values when absent; a filter set back to its
 * default leaves the address. Updates are functional and keep every other key (the sort and page
 * another hook keeps there), and replace the history entry: typing a search is not ten "backs".
 */
export function useUrlFilters<F extends Record<string, string>>(defaults: F) {
  const [params, write] = useAddressParams();
  const key = JSON.stringify(defaults);
  const filters = useMemo(() => {
    const base = JSON.parse(key) as F;
    return Object.fromEntries(
      Object.entries(base).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
    ) as F;
  }, [params, key]);
  const setFilter = useCallback(
    (name: keyof F & string, value: string) =>
      write((next) => {
        if (value === (JSON.parse(key) as F)[name]) next.delete(name);
        else next.set(name, value);
      }),
    [write, key],
  );
  return [filters, setFilter] as const;
}

/**
 * The filters as a list query: values trimmed, empty ones left out (the server reads absent as
 * "all"), so a search of spaces asks for everything rather than for spaces.
 */
export const queryOf = (filters: Record<string, string>) =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value.trim() || undefined]));
