import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The search string last written and not yet rendered (one address per page, so one value). */
let pending: string | null = null;

/**
 * The address's search params, and a writer that changes some keys and keeps the others, replacing
 * the history entry. react-router hands a functional `setSearchParams` the params of the last
 * render, not of the address (remix-run/react-router#9757): a write made before React has rendered
 * the one before it (a page size chosen just after a search was typed) started from the old params
 * and dropped the search. Every list hook writes through here, so a write starts from the last one
 * asked for until a render shows the address again.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  useEffect(() => {
    // The address rendered (ours or another navigation's): it is the base again.
    pending = null;
  }, [shown]);
  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(pending ?? shown);
      change(next);
      pending = next.toString();
      setParams(next, { replace: true });
    },
    [setParams, shown],
  );
  return [params, write] as const;
}
