import type { StaffSignInNotice } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../lib/use-staff-format';

/** Which notice this tab has dismissed (its last failure's time): it stays away until a new one. */
const DISMISSED_KEY = 'waha-staff-signin-notice';

function dismissedAlready(notice: StaffSignInNotice): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === notice.lastFailedAt;
  } catch {
    return false;
  }
}

/**
 * Failed sign-in attempts on this account since the person's previous sign-in (the server
 * counts them when the session starts): someone may be guessing, and the person should know.
 */
export function SignInNotice({ notice }: { notice: StaffSignInNotice | null | undefined }) {
  const { t } = useTranslation('staff');
  const formatDateTime = useFormatDateTime();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === notice.lastFailedAt || dismissedAlready(notice)) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, notice.lastFailedAt);
    } catch {
      // Storage refused (private mode): hidden for this page view only.
    }
    setDismissed(notice.lastFailedAt);
  };
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        {t('notice.failedAttempts', {
          attempts: notice.failedAttempts,
          time: formatDateTime(notice.lastFailedAt),
        })}
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="rounded border border-amber-400 px-3 py-1 font-medium hover:bg-amber-100"
      >
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
