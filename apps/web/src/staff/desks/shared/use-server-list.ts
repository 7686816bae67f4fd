import { listOf } from '@waha/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { staffCall } from '../../api/staff-api';

type Filters = Record<string, string | undefined>;

/** What DataTable needs from a server list: one page of rows, the total, sort and paging. */
export interface ServerTable<T> {
  rows: T[];
  total: number;
  loading: boolean;
  sort: string;
  onSort: (sort: string) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * A staff list's server state: sort, page and page size go to the server with the list's filters
 * (`page, pageSize, sort, ...filters` in, `{items, total}` out). Changing the sort, the page size
 * or a filter goes back to page 1. The query key starts with `key`, so invalidating `key` (after
 * a write) refreshes every page.
 */
export function useServerList<S extends z.ZodType>(
  key: readonly unknown[],
  path: string,
  item: S,
  { defaultSort, filters = {} }: { defaultSort: string; filters?: Filters },
) {
  const [sort, setSortState] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(50);
  const [lastFilters, setLastFilters] = useState(JSON.stringify(filters));
  // A new filter shows its first page (set during render: React's pattern for derived state).
  if (JSON.stringify(filters) !== lastFilters) {
    setLastFilters(JSON.stringify(filters));
    setPage(1);
  }
  const query = { ...filters, sort, page, pageSize };
  type Item = z.infer<S>;
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: () => staffCall(listOf(item), path, { query }),
    placeholderData: keepPreviousData,
  });
  return {
    list,
    /** The CSV export's query: the same filters and sort, every page. */
    exportQuery: new URLSearchParams(
      Object.entries({ ...filters, sort }).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString(),
    table: {
      rows: (list.data?.items ?? []) as Item[],
      total: list.data?.total ?? 0,
      loading: list.isFetching,
      sort,
      onSort: (next: string) => {
        setSortState(next);
        setPage(1);
      },
      page,
      pageSize,
      onPage: setPage,
      onPageSize: (next: number) => {
        setPageSizeState(next);
        setPage(1);
      },
    } satisfies ServerTable<Item>,
  };
}
