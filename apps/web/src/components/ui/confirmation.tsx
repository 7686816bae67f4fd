import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * What a visitor sees once a form is sent: the success line, then the reference to quote and what
 * comes next. It takes the form's place, so the page brings it into view and moves focus to it
 * (issue 26): a phone user who pressed "send" at the bottom of a long form is not left looking at
 * the footer, and a screen reader reads the confirmation at once. It is a polite live region as
 * well, named by its success line, for readers that announce the region rather than the focus.
 */
export function Confirmation({
  message,
  title,
  children,
  className = '',
}: {
  /** The success line ("Your request has been received."): the region's accessible name. */
  message: ReactNode;
  /** An optional heading above it (level 2). */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    // At once, not smoothly: a page still gliding under the visitor's next tap (the review's faces
    // under a ticket's "solved" confirmation) takes the tap somewhere else.
    box.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={`${id}-message`}
      className={`flex scroll-mt-4 flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow outline-none focus-visible:ring-2 focus-visible:ring-brand ${className}`}
    >
      {title && <h2 className="text-xl font-bold text-slate-900">{title}</h2>}
      <p
        id={`${id}-message`}
        className="w-full rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800"
      >
        {message}
      </p>
      {children}
    </div>
  );
}
