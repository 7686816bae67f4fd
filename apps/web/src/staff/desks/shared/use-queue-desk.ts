import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { queryOf, useUrlFilters } from './use-url-filters';
import { useServerList, type ServerTable } from './use-server-list';

/** What the queue desk's frame reads from its state. */
export interface QueueDeskState<T> {
  table: ServerTable<T>;
  list: { isError: boolean; refetch: () => unknown };
  filtered: boolean;
  clearFilters: () => void;
  open: string | null;
  toggle: (id: string) => void;
  selected: ReadonlySet<string>;
  setSelected: (selected: ReadonlySet<string>) => void;
}

/**
 * A queue desk's state, the same on every queue (calls, tickets, escalations, contact, requests,
 * forms, HR, finance): the filters in the address beside the sort and page (a reload or a shared
 * link shows the same view), the server's page of rows, the row opened, and the rows selected for
 * a bulk action. The selection belongs to the filters it was made under: new filters clear it, so
 * a bulk action never reaches rows the desk no longer shows.
 */
export function useQueueDesk<S extends z.ZodType, F extends Record<string, string>>(
  key: readonly unknown[],
  path: string,
  item: S,
  options: { defaultSort: string; filters: F },
) {
  const [filters, setFilter] = useUrlFilters(options.filters);
  const query = queryOf(filters);
  const server = useServerList(key, path, item, { defaultSort: options.defaultSort, filters: query });
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => setOpen((now) => (now === id ? null : id)), [setOpen]);
  const clearSelection = useCallback(() => setSelected(new Set()), [setSelected]);
  const filtersKey = JSON.stringify(query);
  const [selectedUnder, setSelectedUnder] = useState(filtersKey);
  if (selectedUnder !== filtersKey) {
    // React's pattern for state derived from props: set during render, no effect needed.
    setSelectedUnder(filtersKey);
    setSelected(new Set());
  }
  const names = Object.keys(options.filters);
  const state = {
    ...server,
    filters,
    setFilter,
    /** Some filter narrows the list (the empty state offers to show everything). */
    filtered: Object.values(query).some(Boolean),
    /** Every filter to "all": each set to empty, which the server reads as no filter. */
    clearFilters: () => names.forEach((name) => setFilter(name, '')),
    open,
    setOpen,
    toggle,
    selected,
    setSelected,
    clearSelection,
  };
  return state satisfies QueueDeskState<z.infer<S>>;
}
