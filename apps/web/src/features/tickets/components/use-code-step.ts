import { OTP_RULES, type OtpSent, type TicketLookup, type TicketView } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeDialogProps } from '../../../components/ui/code-dialog';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { requestTicketCode } from '../api/tickets-api';

/** A code on its way: as the server answered, or one sent earlier whose phone the page never saw. */
type PendingCode = Omit<OtpSent, 'maskedPhone'> & { maskedPhone?: string };

/**
 * The server's "wait before asking again" for this ticket's code: that code was sent and is still
 * valid, so the step goes on with it. The phone is not known here; the dialog says "on record".
 */
function sentEarlier(problem: unknown): PendingCode | null {
  if (!(problem instanceof ApiError) || problem.code !== 'otp_resend_wait') return null;
  const seconds = problem.retryAfterSeconds ?? OTP_RULES.resendAfterMs / 1000;
  return {
    // Only a key for the dialog: the code's own expiry is the server's (OTP_RULES.ttlMs after it was sent).
    expiresAt: `sent-earlier-${Date.now()}`,
    resendAfterSeconds: seconds,
  };
}

/**
 * A follow-up action that needs a one-time code (reply, review): ask for the code, show the
 * dialog, then run the action with it. Failures are shown in the dialog or beside the form.
 */
export function useCodeStep(
  action: 'reply' | 'review',
  lookup: TicketLookup,
  run: (code: string) => Promise<TicketView>,
  onDone: (view: TicketView) => void,
  failedText: string,
) {
  const { t } = useTranslation('otp');
  const errorMessage = useErrorMessage();
  const [sent, setSent] = useState<PendingCode | null>(null);
  const [busy, setBusy] = useState<'code' | 'confirm' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = async (isResend = false) => {
    setBusy('code');
    setError(null);
    setDialogError(null);
    setNotice(null);
    try {
      setSent(await requestTicketCode(action, lookup));
      if (isResend) setNotice(t('dialog.resent'));
    } catch (problem) {
      const earlier = sentEarlier(problem);
      if (earlier) {
        // A code for this very ticket and action went out less than a minute ago (e.g. before a
        // reload): it still works, so the code box opens for it, counting down to a new one.
        setSent(earlier);
        setNotice(t('dialog.sentEarlier'));
      } else if (isResend) setDialogError(errorMessage(problem));
      else setError(`${failedText} ${errorMessage(problem)}`);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (code: string) => {
    setBusy('confirm');
    setDialogError(null);
    try {
      const view = await run(code);
      setSent(null);
      onDone(view);
    } catch (problem) {
      setDialogError(errorMessage(problem));
    } finally {
      setBusy(null);
    }
  };

  const dialog: CodeDialogProps | null = sent && {
    open: true,
    onOpenChange: (open) => {
      if (!open) setSent(null);
    },
    maskedPhone: sent.maskedPhone,
    resendAfterSeconds: sent.resendAfterSeconds,
    sentKey: sent.expiresAt,
    onConfirm: (code) => void confirm(code),
    onResend: () => void ask(true),
    confirming: busy === 'confirm',
    resending: busy === 'code',
    error: dialogError,
    notice,
  };
  return { ask: () => ask(false), asking: busy === 'code', error, dialog };
}
