import { brand, type Login, type LoginInput, type OtpSent } from '@waha/shared';
import { useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { DigitsField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { showToast } from '../../../lib/toasts';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLanguage } from '../../../lib/use-language';
import { requestLoginCode, verifyLogin } from '../api/auth-api';
import { useForgetCustomerData } from '../auth';
import { SIGNED_IN_STATE } from '../components/forms-area';
import { Form } from '../../../components/ui/form';

/**
 * Where to go after the login: the protected page the visitor came from (`?from=`, kept in the
 * address so a reload keeps it too), else the forms list. Only a path of this site is followed.
 */
function useReturnPath(): string {
  const from = useSearchParams()[0].get('from') ?? '';
  return from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/forms';
}

const resolver = lazyResolver<LoginInput, Login>(
  async () => (await import('../model/login-resolver')).loginResolver,
);

/** /login (no header or footer): ID and phone, then the code sent to the phone on record. */
export function LoginPage() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  useDocumentTitle(t('login.title'));
  const form = useForm<LoginInput, unknown, Login>({
    resolver,
    defaultValues: { nationalId: '', phone: '' },
  });
  const { pending, setPending, formError, dialogError, notice, busy, send, confirm } = useLoginSteps(form);
  const submitRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 px-4 py-10">
      <Link to="/" className="self-center text-xl font-bold text-brand">
        {brand.companyName[language]}
      </Link>
      <Form
        noValidate
        onSubmit={form.handleSubmit((login) => send(login, false))}
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow"
      >
        <h1 className="text-2xl font-bold text-brand">{t('login.title')}</h1>
        <p className="text-sm text-slate-600">{t('login.intro')}</p>
        <DigitsField
          label={t('login.nationalId')}
          required
          maxLength={14}
          error={form.formState.errors.nationalId?.message}
          {...form.register('nationalId')}
        />
        <DigitsField
          label={t('login.phone')}
          hint={t('login.phoneHint')}
          required
          type="tel"
          maxLength={14}
          error={form.formState.errors.phone?.message}
          {...form.register('phone')}
        />
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <Button ref={submitRef} type="submit" busy={busy === 'send' && !pending}>
          {t('login.submit')}
        </Button>
      </Form>
      {pending && (
        <CodeDialog
          key={pending.sent.expiresAt}
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          maskedPhone={pending.sent.maskedPhone}
          resendAfterSeconds={pending.sent.resendAfterSeconds}
          sentKey={pending.sent.expiresAt}
          onConfirm={(code) => void confirm(code)}
          onResend={() => void send(pending.login, true)}
          confirming={busy === 'verify'}
          resending={busy === 'send'}
          error={dialogError}
          notice={notice}
          returnFocus={submitRef}
        />
      )}
    </div>
  );
}

/** The two steps: the ID and phone ask for a code (again on resend), the code signs in. */
function useLoginSteps(form: UseFormReturn<LoginInput, unknown, Login>) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const errorMessage = useErrorMessage();
  const forget = useForgetCustomerData();
  const [pending, setPending] = useState<{ login: Login; sent: OtpSent } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);

  const send = async (login: Login, isResend: boolean) => {
    setFormError(null);
    setDialogError(null);
    setNotice(null);
    setBusy('send');
    try {
      const sent = await requestLoginCode(login);
      setPending({ login, sent });
      if (isResend) setNotice(t('login.resent'));
    } catch (error) {
      const message = errorMessage(error);
      if (isResend) setDialogError(message);
      else if (
        !applyFieldErrors(
          error,
          form.setError,
          (field) => (field === 'phone' ? 'phone' : field === 'nationalId' ? 'nationalId' : null),
          { shouldFocus: true },
        )
      ) {
        setFormError(message);
        void showToast('error', message);
      }
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (code: string) => {
    if (!pending) return;
    setDialogError(null);
    setBusy('verify');
    try {
      await verifyLogin(pending.login, code);
      forget();
      // The page landed on focuses its heading (PageHeading): focus is not left on <body>.
      void navigate(returnPath, { replace: true, state: SIGNED_IN_STATE });
    } catch (error) {
      const expired = error instanceof ApiError && error.code === 'otp_expired';
      setDialogError(expired ? t('login.codeExpired') : errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { pending, setPending, formError, dialogError, notice, busy, send, confirm };
}
