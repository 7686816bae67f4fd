import type { OtpSent, RemittanceConfirmed, RemittanceService } from '@waha/shared';
import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CodeDialogProps } from '../../../components/ui/code-dialog';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useConfirmRemittanceRequest } from '../api/confirm-request';
import { useRequestRemittanceCode } from '../api/request-code';

interface Pending {
  form: unknown;
  sent: OtpSent;
  sentKey: string;
}

/**
 * The two steps every remittance service shares: the form asks for a code (after the server
 * matched the transfer), the dialog sends it back with the same form, and only then is the
 * request stored. Server field errors land on the fields they belong to.
 */
export function useVerifiedRequest<T extends FieldValues, O>(
  service: RemittanceService,
  form: UseFormReturn<T, unknown, O>,
) {
  const { t } = useTranslation('otp');
  const { t: tRemittance } = useTranslation('remittance');
  const errorMessage = useErrorMessage();
  const requestCode = useRequestRemittanceCode(service);
  const confirm = useConfirmRemittanceRequest(service);
  const [pending, setPending] = useState<Pending | null>(null);
  // The last code sent, so closing the dialog by mistake does not lose it during the resend wait.
  const [lastSent, setLastSent] = useState<{ key: string; pending: Pending } | null>(null);
  const [result, setResult] = useState<RemittanceConfirmed | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const showFieldErrors = (error: unknown): boolean =>
    applyFieldErrors(error, form.setError, (field) => field.replace(/^form\./, '') as Path<T>, {
      shouldFocus: true,
    });

  const send = async (values: unknown, isResend: boolean) => {
    setFormError(null);
    setDialogError(null);
    setNotice(null);
    const key = JSON.stringify(values);
    try {
      const sent = await requestCode.mutateAsync(values);
      const next = { form: values, sent, sentKey: sent.expiresAt };
      setLastSent({ key, pending: next });
      setPending(next);
      if (isResend) setNotice(t('dialog.resent'));
    } catch (error) {
      const waiting = error instanceof ApiError && error.code === 'otp_resend_wait';
      if (!isResend && waiting && lastSent?.key === key) setPending(lastSent.pending);
      else if (isResend) setDialogError(errorMessage(error));
      else if (!showFieldErrors(error)) {
        // Beside the form and, as every submission's outcome, in a toast (SPEC.md section 9).
        const message = errorMessage(error);
        setFormError(message);
        void showToast('error', message);
      }
    }
  };

  // A new attempt replaces the last message: the old refusal never stays beside a new field error.
  const validateAndSend = form.handleSubmit((values) => send(values, false));
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setFormError(null);
    return validateAndSend(event);
  };

  const onConfirm = async (code: string) => {
    if (!pending) return;
    setDialogError(null);
    setNotice(null);
    try {
      setResult(await confirm.mutateAsync({ form: pending.form, code }));
      setPending(null);
      void showToast('success', tRemittance('received'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && showFieldErrors(error)) {
        setPending(null);
        return;
      }
      setDialogError(errorMessage(error));
    }
  };

  const dialog =
    pending &&
    dialogFor(pending, {
      close: () => setPending(null),
      confirm: (code) => void onConfirm(code),
      resend: () => void send(pending.form, true),
      confirming: confirm.isPending,
      resending: requestCode.isPending,
      error: dialogError,
      notice,
    });

  const startOver = () => {
    setResult(null);
    form.reset();
  };

  return { onSubmit, submitting: requestCode.isPending, formError, dialog, result, startOver };
}

/** The code dialog's props for the code just sent. */
function dialogFor(
  pending: Pending,
  state: {
    close: () => void;
    confirm: (code: string) => void;
    resend: () => void;
    confirming: boolean;
    resending: boolean;
    error: string | null;
    notice: string | null;
  },
): CodeDialogProps {
  return {
    open: true,
    onOpenChange: (open) => {
      if (!open) state.close();
    },
    maskedPhone: pending.sent.maskedPhone,
    resendAfterSeconds: pending.sent.resendAfterSeconds,
    sentKey: pending.sentKey,
    onConfirm: state.confirm,
    onResend: state.resend,
    confirming: state.confirming,
    resending: state.resending,
    error: state.error,
    notice: state.notice,
  };
}
