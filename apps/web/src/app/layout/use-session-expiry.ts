import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { setUnauthorizedHandler } from '../../lib/api-client';

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
      if (!toast.isActive(SESSION_TOAST_ID)) {
        toast.error(t('errors.unauthorized'), { toastId: SESSION_TOAST_ID, position: 'top-right' });
      }
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, t]);
}
