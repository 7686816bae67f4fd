import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedToastify, onToastifyLoaded, TOAST_DEFAULTS } from '../../lib/toasts';

/**
 * Where toasts appear: nothing at all until the first toast has loaded react-toastify (see
 * lib/toasts.ts), then the library's container with the spec's options and a translated label.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify, () => null);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...TOAST_DEFAULTS} aria-label={t('toast.region')} />;
}
