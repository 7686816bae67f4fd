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
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus, closes on Escape and returns focus to the opener. Radix's dialog was dropped because its
 * scroll lock injects a <style> element, which the site's strict style-src policy refuses. Direction
 * follows the document, so it lays out right to left in Arabic and Urdu.
 */
export function Dialog({ open, onOpenChange, title, description, children, initialFocus }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
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
