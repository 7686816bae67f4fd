import { useEffect, useState } from 'react';
import { useAddressParams } from './use-address-params';

/** The list's keys in the address; the filters' own hook keeps its keys beside these. */
const SORT = 'sort';
const AFTER = 'after';
const PAGE = 'page';

/**
 * A list's sort and page in the address (`?sort=-targetAt&page=3&after=…`), so a view can be
 * bookmarked and shared (ADR 2202). Pages are reached by cursor: the cursor of each page seen in
 * this visit is kept, so Previous walks back and "page 3 of N" stays right. A bookmarked page
 * knows only its own cursor: Previous from there starts again at page 1.
 */
export function useListCursor(defaultSort: string, filtersKey: string) {
  const [params, writeParams] = useAddressParams();
  const sort = params.get(SORT) ?? defaultSort;
  const urlAfter = params.get(AFTER);
  const urlPage = urlAfter ? Math.max(2, Math.floor(Number(params.get(PAGE))) || 2) : 1;
  const [cursors, setCursors] = useState<Record<number, string>>(() =>
    urlAfter ? { [urlPage]: urlAfter } : {},
  );
  // A cursor belongs to the filters it was made under: new filters start at page 1.
  const [filtersSeen, setFiltersSeen] = useState(filtersKey);
  const stale = filtersSeen !== filtersKey;
  if (stale && !urlAfter) {
    // React's pattern for state derived from props: set during render, no effect needed.
    setFiltersSeen(filtersKey);
    setCursors({});
  }

  const write = (changes: Record<string, string | null>) =>
    writeParams((next) => {
      for (const [name, value] of Object.entries(changes))
        if (value === null) next.delete(name);
        else next.set(name, value);
    });
  useEffect(() => {
    // The address is outside React's state: the stale cursor leaves it once the filters changed.
    if (stale)
      writeParams((next) => {
        next.delete(AFTER);
        next.delete(PAGE);
      });
  }, [stale, writeParams]);

  return {
    sort,
    page: stale ? 1 : urlPage,
    after: stale || !urlAfter ? undefined : urlAfter,
    setSort: (next: string) => {
      setCursors({});
      write({ [SORT]: next === defaultSort ? null : next, [AFTER]: null, [PAGE]: null });
    },
    /** Page `to`: the next one through the current page's `next`, earlier ones from this visit. */
    goTo: (to: number, next: string | null) => {
      const cursor = to === urlPage + 1 && next ? next : cursors[to];
      if (to <= 1 || !cursor) {
        setCursors({});
        write({ [AFTER]: null, [PAGE]: null });
        return;
      }
      setCursors((seen) => ({ ...seen, [to]: cursor }));
      write({ [AFTER]: cursor, [PAGE]: String(to) });
    },
  };
}
