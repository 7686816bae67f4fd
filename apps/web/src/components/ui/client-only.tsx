import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Renders `fallback` on the server and during hydration, `children` once the page runs in the
 * browser. For per-visitor parts (stored choices, live rates, forms) whose first state the server
 * cannot know: the HTML and the hydrating client agree, so there is no mismatch. The fallback
 * should reserve the part's height so nothing shifts when it appears. The swap happens in a
 * transition after hydration (lib/use-hydrated.ts), not in one synchronous re-render.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
