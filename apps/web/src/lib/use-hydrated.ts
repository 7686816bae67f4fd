import { startTransition, useEffect, useState } from 'react';

/**
 * false on the server and while the page hydrates, true right after, for parts the server cannot
 * render as the visitor will see them (their clock, stored choices, live data). The switch is a
 * transition: React renders it in small slices after hydration. `useSyncExternalStore` with a
 * different server snapshot would instead force a synchronous re-render of every such part in one
 * long task just after hydration (Total Blocking Time, ADR 0905).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
