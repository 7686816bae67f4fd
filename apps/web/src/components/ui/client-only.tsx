import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders `fallback` on the server and during hydration, `children` once the page runs in the
 * browser. For per-visitor parts (stored choices, live rates, forms) whose first state the server
 * cannot know: the HTML and the hydrating client agree, so there is no mismatch. The fallback
 * should reserve the part's height so nothing shifts when it appears.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return isClient ? children : fallback;
}
