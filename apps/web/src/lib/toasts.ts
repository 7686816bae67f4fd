import type * as ToastifyModule from 'react-toastify/unstyled';
import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts without react-toastify on the first load (the public pages' JavaScript budget): the
 * library and its styles are fetched the first time something is announced, and the toast region
 * (components/ui/toast-region.tsx) mounts once they have arrived. Toasts asked for before the
 * region is mounted wait in the library's own queue and show as it mounts.
 */
type Toastify = typeof ToastifyModule;

/** SPEC.md section 9: form toasts top-center; auto-close 5000 ms; pause on hover; draggable (80 %); light. */
export const TOAST_DEFAULTS = {
  position: 'top-center',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
} as const satisfies ToastOptions;

let loaded: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  loading ??= Promise.all([
    import('react-toastify/unstyled'),
    import('react-toastify/ReactToastify.css'),
  ]).then(([toastify]) => {
    loaded = toastify;
    listeners.forEach((listener) => listener());
    return toastify;
  });
  return loading;
}

/** For the toast region: the library once it has been loaded, else null. */
export function loadedToastify(): Toastify | null {
  return loaded;
}

export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type ToastKind = 'success' | 'error' | 'info';

/** Ids of toasts on screen (or on their way): SPEC.md's "at most once at a time" flags. */
const openIds = new Set<string>();

/**
 * Announces an outcome in a toast (top-center unless `options` say otherwise). With a `toastId`,
 * a second toast under that id is not shown while the first is open; the flag resets when it closes.
 */
export async function showToast(
  kind: ToastKind,
  message: string,
  options: ToastOptions & { toastId?: string } = {},
): Promise<void> {
  const id = options.toastId;
  if (id !== undefined) {
    if (openIds.has(id)) return;
    openIds.add(id);
  }
  const { toast } = await loadToastify();
  toast[kind](message, {
    // A failure interrupts (alert); a success or a notice waits its turn (status), as on the page.
    role: kind === 'error' ? 'alert' : 'status',
    ...options,
    onClose: (reason) => {
      if (id !== undefined) openIds.delete(id);
      options.onClose?.(reason);
    },
  });
}
