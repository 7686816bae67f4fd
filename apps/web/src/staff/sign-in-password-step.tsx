import { zodResolver } from '@hookform/resolvers/zod';
import { StaffSignInSchema, type StaffSignIn } from '@waha/shared';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Form } from '../components/ui/form';
import { FormAlert } from '../components/ui/form-alert';
import type { ProofOfWorkWidget } from '../components/ui/proof-of-work';
import { TextField } from '../components/ui/text-field';
import { ApiError } from '../lib/api-client';
import { useErrorMessage } from '../lib/use-error-message';
import { postSignIn } from './api/sign-in-api';

// Loaded only when the server asks for it (many failures for this account from unknown browsers).
const ProofOfWork = lazy(() => import('../components/ui/proof-of-work'));

function CaptchaCheck({ onPayload }: { onPayload: (payload: string, widget: ProofOfWorkWidget) => void }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="staff-captcha-title" className="flex flex-col gap-2">
      <h2 id="staff-captcha-title" className="text-sm font-semibold text-slate-900">
        {t('signIn.captchaTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('signIn.captchaHint')}</p>
      <Suspense fallback={null}>
        <ProofOfWork onPayload={onPayload} />
      </Suspense>
    </section>
  );
}

/** Step one: login and password; `onPassed` learns whether a passkey may replace the code. */
export function SignInPasswordStep({ onPassed }: { onPassed: (passkey: boolean) => void }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const form = useForm<StaffSignIn>({
    resolver: zodResolver(StaffSignInSchema),
    defaultValues: { login: '', password: '' },
  });
  /** `captcha`: a solved proof of work, once the server has asked for one. */
  const send = useCallback(
    async (values: StaffSignIn, captcha?: string) => {
      setFailure(null);
      try {
        const result = await postSignIn(values, captcha);
        setCaptchaAsked(false);
        onPassed(result.passkey === true);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'staff_captcha_required') setCaptchaAsked(true);
        setFailure(errorMessage(error));
        return false;
      }
    },
    [errorMessage, onPassed],
  );
  // A solved check sends the form at once; a refused attempt needs a fresh check for the next one.
  const { handleSubmit } = form;
  const onCaptcha = useCallback(
    (payload: string, widget: ProofOfWorkWidget) =>
      void handleSubmit(async (values) => {
        if (!(await send(values, payload))) widget.reset();
      })(),
    [handleSubmit, send],
  );
  const errors = form.formState.errors;
  return (
    <Form noValidate onSubmit={handleSubmit((values) => send(values))} className="flex flex-col gap-4">
      <TextField
        label={t('signIn.login')}
        autoComplete="username"
        dir="ltr"
        required
        error={errors.login?.message}
        {...form.register('login')}
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {captchaAsked && <CaptchaCheck onPayload={onCaptcha} />}
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
