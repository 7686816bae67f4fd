import { listOf } from '@waha/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { staffCall } from '../../api/staff-api';
import { useListCursor } from './use-list-cursor';

type Filters = Record<string, string | undefined>;

/** What DataTable needs from a server list: one page of rows, the count, sort and paging. */
export interface ServerTable<T> {
  rows: T[];
  /** Rows matching the filters (null until counted); `totalCapped`: more than that. */
  total: number | null;
  totalCapped: boolean;
  loading: boolean;
  sort: string;
  onSort: (sort: string) => void;
  page: number;
  hasNext: boolean;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * A staff list's server state (ADR 2202): sort and page cursor in the address (a view can be
 * bookmarked), the list's filters, and the page size go to the server; it answers one page and
 * the cursor of the next. The count is asked for with each first page (and whenever it is not
 * known for these filters), then kept while paging. The query key starts with `key`, so
 * invalidating `key` (after a write) refreshes every page.
 */
export function useServerList<S extends z.ZodType>(
  key: readonly unknown[],
  path: string,
  item: S,
  { defaultSort, filters = {} }: { defaultSort: string; filters?: Filters },
) {
  // The path is part of what a cursor belongs to: another branch's history starts at page 1.
  const filtersKey = JSON.stringify([path, filters]);
  const cursor = useListCursor(defaultSort, filtersKey);
  const [pageSize, setPageSizeState] = useState(50);
  const [counted, setCounted] = useState<{ filters: string; total: number; capped: boolean } | null>(null);
  const { sort, page, after } = cursor;
  const query = { ...filters, sort, after, pageSize };
  type Item = z.infer<S>;
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: async () => {
      const known = counted?.filters === filtersKey;
      const data = await staffCall(listOf(item), path, {
        query: { ...query, count: !after || !known ? 'true' : undefined },
      });
      if (data.total !== null)
        setCounted({ filters: filtersKey, total: data.total, capped: data.totalCapped ?? false });
      return data;
    },
    placeholderData: keepPreviousData,
  });
  const count = counted?.filters === filtersKey ? counted : null;
  const next = list.data?.next ?? null;
  return {
    list,
    /** The CSV export's query: the same filters and sort, every page. */
    exportQuery: new URLSearchParams(
      Object.entries({ ...filters, sort }).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString(),
    table: {
      rows: (list.data?.items ?? []) as Item[],
      total: count?.total ?? null,
      totalCapped: count?.capped ?? false,
      loading: list.isFetching,
      sort,
      onSort: cursor.setSort,
      page,
      hasNext: next !== null,
      pageSize,
      onPage: (to: number) => cursor.goTo(to, next),
      onPageSize: (size: number) => {
        setPageSizeState(size);
        cursor.goTo(1, null);
      },
    } satisfies ServerTable<Item>,
  };
}
