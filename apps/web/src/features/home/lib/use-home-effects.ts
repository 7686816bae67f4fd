import { brand } from '@waha/shared';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { openChatWhenReady } from './chat-widget';

/** How long late-loading content above a section may still push it down after arrival. */
const SETTLE_MS = 2500;

/**
 * Scrolls smoothly to the section named in the URL hash, and keeps it in place while content
 * above it (banners, the calculator) finishes loading, until the visitor scrolls by themselves.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let userMoved = false;
    const stop = () => {
      userMoved = true;
    };
    const align = (behavior: ScrollBehavior) => {
      if (!userMoved) document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' });
    };
    const frame = requestAnimationFrame(() => align('smooth'));
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => align('auto')) : null;
    observer?.observe(document.body);
    const done = window.setTimeout(() => observer?.disconnect(), SETTLE_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(done);
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [hash]);
}

/** `?CustomerService` opens the configured chat widget (SPEC.md section 2). */
export function useCustomerServiceChat(): void {
  const [params] = useSearchParams();
  const wanted = params.has('CustomerService');
  useEffect(() => (wanted ? openChatWhenReady(brand.chatWidget) : undefined), [wanted]);
}
