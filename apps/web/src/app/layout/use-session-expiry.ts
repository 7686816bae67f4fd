import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

const SESSION_TOAST_ID = 'session-expired';

/**
 * A 401 from any call: one "session expired" toast at a time (a fixed toast id dedupes it until it
 * closes), then /login replacing the history entry (SPEC.md section 8).
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // SPEC.md section 9: the session toast is the one at the top right.
      void showToast('error', t('errors.unauthorized'), { toastId: SESSION_TOAST_ID, position: 'top-right' });
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, t]);
}
