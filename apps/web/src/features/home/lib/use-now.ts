import { startTransition, useEffect, useState } from 'react';

/**
 * The current time to the `stepMs` (for "open now"; tests fix the clock), refreshed every step.
 * `null` on the server and while the page hydrates: the server's clock is not the visitor's, and a
 * status rendered from it would not match what the browser computes (a hydration mismatch). The
 * browser's time is set in a transition after hydration, so the branch cards re-render in small
 * slices rather than in one synchronous task (ADR 0905).
 */
export function useNow(stepMs = 60_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // Rounded to the step, so a tick within the same step changes nothing.
    const tick = () => startTransition(() => setNow(Math.floor(Date.now() / stepMs) * stepMs));
    tick();
    const timer = window.setInterval(tick, stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}
