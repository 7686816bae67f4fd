import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** What gets focus on opening (default: the first focusable element, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * What gets focus back when the dialog closes and focus would be lost (Escape, the close button):
   * the control that asked for it, e.g. "Send verification code". Needed because that control is
   * busy (disabled) while its request runs, so the browser has no opener to return to. Default: the
   * element focused when the dialog opened.
   */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}

/** Focus was lost: on the page's body, or left in a dialog that is closed or gone. */
function focusLost(dialog: HTMLDialogElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || Boolean(dialog?.contains(active));
}

/** Back to the control that opened the dialog, unless something (a confirmation) took focus already. */
function restoreFocus(dialog: HTMLDialogElement | null, target: HTMLElement | null | undefined): void {
  if (target?.isConnected && focusLost(dialog)) target.focus();
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus, closes on Escape and returns focus to the opener. Radix's dialog was dropped because its
 * scroll lock injects a <style> element, which the site's strict style-src policy refuses. Direction
 * follows the document, so it lays out right to left in Arabic and Urdu.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  initialFocus,
  returnFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  // Taken off the page while open (the parent stops rendering it): no close event comes.
  useEffect(() => {
    const dialog = ref.current;
    // Ref objects, read when the cleanup runs: the control the page names, else the opener.
    const [returnTo, openedBy] = [returnFocus, opener];
    return () => {
      if (dialog?.open) restoreFocus(dialog, returnTo?.current ?? openedBy.current);
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        onOpenChange(false);
        restoreFocus(ref.current, returnFocus?.current ?? opener.current);
      }}
      className="fixed inset-0 m-auto h-fit max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-xl bg-white p-6 text-start text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <>
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('dialog.close')}
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="mb-4 text-slate-700">
              {description}
            </p>
          )}
          {children}
        </>
      )}
    </dialog>
  );
}
