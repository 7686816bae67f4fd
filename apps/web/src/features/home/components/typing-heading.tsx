import { useEffect, useState, useSyncExternalStore } from 'react';

/** SPEC.md section 9: the heading types itself out in 2 s. */
export const TYPING_DURATION_MS = 2000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const noSubscription = () => () => {};

/** false on the server and while hydrating (the HTML starts empty either way), then the real answer. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(noSubscription, prefersReducedMotion, () => false);
}

/**
 * A heading whose text appears letter by letter. Assistive technology reads the whole text at
 * once; visitors who prefer reduced motion see it whole too.
 */
export function TypingHeading({ id, text, className }: { id?: string; text: string; className?: string }) {
  const letters = Array.from(text);
  // Starts empty on the server and in the hydrating browser alike.
  const [typed, setTyped] = useState(0);
  const reducedMotion = useReducedMotion();
  const total = letters.length;
  const shown = reducedMotion ? total : typed;

  useEffect(() => {
    if (reducedMotion) return;
    const started = performance.now();
    const step = Math.max(16, TYPING_DURATION_MS / Math.max(1, total));
    const timer = window.setInterval(() => {
      const count = Math.min(total, Math.ceil((performance.now() - started) / (TYPING_DURATION_MS / total)));
      setTyped(count);
      if (count >= total) window.clearInterval(timer);
    }, step);
    return () => window.clearInterval(timer);
  }, [text, total, reducedMotion]);

  return (
    <h2 id={id} className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {letters.slice(0, shown).join('')}
        <span className="invisible">{letters.slice(shown).join('')}</span>
      </span>
    </h2>
  );
}
