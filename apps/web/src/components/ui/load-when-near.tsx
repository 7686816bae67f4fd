import { Suspense, type ReactNode } from 'react';
import { useSeenOnce } from '../../lib/use-seen-once';

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
  const [ref, near] = useSeenOnce<HTMLDivElement>({ rootMargin });
  return <div ref={ref}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
