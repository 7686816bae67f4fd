import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md section 9: the request-count timer ticks every 1000 ms. */
export const REQUEST_COUNT_TICK_MS = 1000;
/**
 * Rates requests allowed in a burst before the site itself asks the visitor to wait a moment. The
 * count drains by one each tick, so a visitor flicking through branches quickly pauses for a second
 * or two here, well before the server's per-client limit answers 429 and brings up the captcha.
 */
export const REQUEST_BURST = 4;

/** One more request counted (SPEC.md section 7: the counter runs before each rates request). */
export const countRequest = (count: number): number => count + 1;
/** A tick of the timer: one request's worth drains away. */
export const drainTick = (count: number): number => Math.max(0, count - 1);
/** While the count is at the burst, the next request waits for the timer. */
export const mustWait = (count: number): boolean => count >= REQUEST_BURST;

/**
 * The request counter and its 1000 ms timer. `onRequest` goes to the rates query (called before
 * each request); `waiting` holds the next request back and tells the visitor to wait a moment.
 */
export function useRequestCounter(onRequest?: () => void) {
  const [count, setCount] = useState(0);
  const counted = useRef(onRequest);
  useEffect(() => {
    counted.current = onRequest;
  }, [onRequest]);
  useEffect(() => {
    if (count === 0) return;
    const timer = window.setInterval(() => setCount(drainTick), REQUEST_COUNT_TICK_MS);
    return () => window.clearInterval(timer);
  }, [count]);
  const record = useCallback(() => {
    setCount(countRequest);
    counted.current?.();
  }, []);
  return { count, waiting: mustWait(count), onRequest: record };
}
