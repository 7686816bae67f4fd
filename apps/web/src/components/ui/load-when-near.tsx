import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` (same on the server and in the hydrating browser) until the spot comes near
 * the viewport, then `children` — typically a lazily loaded component, so its code is fetched only
 * by visitors who scroll there. The fallback should keep the part's height.
 */
export function LoadWhenNear({
  children,
  fallback,
  rootMargin = '600px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (an old browser, jsdom): load at once.
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);
  return <div ref={ref}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
