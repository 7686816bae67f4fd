/**
 * Brings the first field with an error into view and focuses it (issue 14: a long form must show
 * the applicant where to look). Runs after React has rendered the messages.
 */
export function focusFirstError(root: HTMLElement | null): void {
  window.requestAnimationFrame(() => {
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!first) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // A visually hidden file input is scrolled to through its drop area.
    const target = first.classList.contains('sr-only') ? (first.parentElement ?? first) : first;
    target.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    first.focus({ preventScroll: true });
  });
}
