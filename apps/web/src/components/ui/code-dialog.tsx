import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { Form } from './form';

/** The code's shared schema (and zod), loaded when a dialog opens, not with the page. */
const loadCodeSchema = () => import('./code-dialog-schema').then((m) => m.OtpCodeSchema);

export interface CodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The phone on record, masked by the server (e.g. "+966 5•• ••• 001"); absent when the code was
   * sent earlier (before a reload) and the page no longer knows it.
   */
  maskedPhone?: string | undefined;
  /** Seconds before "send a new code" is allowed, counted from when the dialog got a code. */
  resendAfterSeconds: number;
  /** Changes whenever a new code was sent: render the dialog with key={sentKey} to restart it. */
  sentKey: string;
  onConfirm: (code: string) => void;
  onResend: () => void;
  confirming: boolean;
  resending: boolean;
  /** An already translated message for the last failure (wrong code, expired, ...). */
  error?: string | null;
  notice?: string | null;
  /** The control that asked for the code ("Send verification code"): focus returns there on Escape. */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The verification-code step shared by every flow that needs one (PRODUCT.md section 4): six
 * digits in any script, a countdown before a resend, and the server's answer shown in place.
 */
export function CodeDialog({
  open,
  onOpenChange,
  maskedPhone,
  resendAfterSeconds,
  onConfirm,
  onResend,
  confirming,
  resending,
  error,
  notice,
  returnFocus,
}: CodeDialogProps) {
  const { t } = useTranslation('otp');
  const inputRef = useRef<HTMLInputElement>(null);
  const { code, setCode, fieldError, hiddenError, submit } = useCodeCheck(error, onConfirm);
  const secondsLeft = useSecondsLeft(resendAfterSeconds);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={
        maskedPhone
          ? t('dialog.description', { phone: `\u2066${maskedPhone}\u2069` })
          : t('dialog.descriptionOnRecord')
      }
      initialFocus={inputRef}
      returnFocus={returnFocus}
    >
      <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={t('dialog.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
          required
          ref={inputRef}
          error={fieldError}
          className="flex flex-col gap-1"
        />
        {error && error !== hiddenError && !fieldError && <FormAlert tone="error">{error}</FormAlert>}
        {notice && !error && !fieldError && <FormAlert tone="success">{notice}</FormAlert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={confirming}>
            {t('dialog.confirm')}
          </Button>
          <Button variant="ghost" onClick={onResend} busy={resending} disabled={secondsLeft > 0}>
            {t('dialog.resend')}
          </Button>
        </div>
        {/* The countdown is read when reached, not announced every second; one live message
            says when a new code may be asked for. */}
        {secondsLeft > 0 && (
          <p className="text-sm text-slate-600">{t('dialog.resendIn', { seconds: secondsLeft })}</p>
        )}
        <p aria-live="polite" className="sr-only">
          {secondsLeft === 0 ? t('dialog.resendReady') : ''}
        </p>
      </Form>
    </Dialog>
  );
}

/** Seconds left of `total`, counted from the first render (the parent remounts for a new code). */
function useSecondsLeft(total: number) {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, total - Math.floor((now - started) / 1000));
}

/** The typed code, checked by the shared schema before it goes to `onConfirm`. */
function useCodeCheck(error: string | null | undefined, onConfirm: (code: string) => void) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // One message at a time: a local "6 digits" error hides the server's last answer until the
  // next attempt reaches the server.
  const [hiddenError, setHiddenError] = useState<string | null | undefined>(null);
  // Fetched while the customer reads the SMS, ready when the code is typed (a failure here is
  // tried again on submit).
  useEffect(() => void loadCodeSchema().catch(() => undefined), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await loadCodeSchema()).safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      setHiddenError(error);
      return;
    }
    setFieldError(undefined);
    setHiddenError(null);
    onConfirm(parsed.data);
  };
  return { code, setCode, fieldError, hiddenError, submit };
}
