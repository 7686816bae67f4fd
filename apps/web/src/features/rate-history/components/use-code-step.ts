import type { OtpSent } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeDialogProps } from '../../../components/ui/code-dialog';
import { useErrorMessage } from '../../../lib/use-error-message';

/**
 * The code step the alert form and "my alerts" share: ask for a code with a body, then confirm
 * with the same body and the code (the server checks the body again).
 */
export function useCodeStep<B>(options: {
  request: (body: B) => Promise<OtpSent>;
  confirm: (body: B, code: string) => Promise<void>;
  requesting: boolean;
  confirming: boolean;
  onRequestError: (error: unknown) => void;
}) {
  const { t } = useTranslation('otp');
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState<{ body: B; sent: OtpSent } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = async (body: B, resend = false) => {
    setError(null);
    setNotice(null);
    try {
      const sent = await options.request(body);
      setPending({ body, sent });
      if (resend) setNotice(t('dialog.resent'));
    } catch (e) {
      if (resend) setError(errorMessage(e));
      else options.onRequestError(e);
    }
  };

  const dialog: (CodeDialogProps & { key: string }) | null = pending && {
    key: pending.sent.expiresAt,
    open: true,
    onOpenChange: (open) => !open && setPending(null),
    maskedPhone: pending.sent.maskedPhone,
    resendAfterSeconds: pending.sent.resendAfterSeconds,
    sentKey: pending.sent.expiresAt,
    onConfirm: (code) =>
      void options
        .confirm(pending.body, code)
        .then(() => setPending(null))
        .catch((e: unknown) => setError(errorMessage(e))),
    onResend: () => void ask(pending.body, true),
    confirming: options.confirming,
    resending: options.requesting,
    error,
    notice,
  };
  return { ask, dialog };
}
