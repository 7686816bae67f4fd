import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come into view (`threshold` of it visible, `rootMargin` around the
 * viewport), and stays true from then on: for work that waits until a visitor gets there (a
 * lazily loaded part, the counters). Without IntersectionObserver (an old browser, jsdom) it is
 * seen at once. One small hook rather than a library on the home page's first load.
 */
export function useSeenOnce<T extends Element>({
  threshold = 0,
  rootMargin,
}: { threshold?: number; rootMargin?: string } = {}) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setSeen(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin, seen]);
  return [ref, seen] as const;
}
