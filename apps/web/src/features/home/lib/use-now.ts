import { useCallback, useSyncExternalStore } from 'react';

/**
 * The current time to the `stepMs` (for "open now"; tests fix the clock), refreshed every step.
 * `null` on the server and while the page hydrates: the server's clock is not the visitor's, and a
 * status rendered from it would not match what the browser computes (a hydration mismatch).
 */
export function useNow(stepMs = 60_000): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = window.setInterval(changed, stepMs);
      return () => window.clearInterval(timer);
    },
    [stepMs],
  );
  // Rounded, so that reading it twice within a step gives the same value (React requires it).
  const read = () => Math.floor(Date.now() / stepMs) * stepMs;
  return useSyncExternalStore(subscribe, read, () => null);
}
