import { zodResolver } from '@hookform/resolvers/zod';
import {
  StaffFactorSchema,
  StaffSignInResultSchema,
  StaffSignInSchema,
  type StaffSignIn,
} from '@waha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import type { ProofOfWorkWidget } from '../components/ui/proof-of-work';
import { TextField } from '../components/ui/text-field';
import { ApiError } from '../lib/api-client';
import { useErrorMessage } from '../lib/use-error-message';
import { ME_KEY, staffCall } from './api/staff-api';
import { nextPath } from './desks/registry';
import { PasskeySignIn } from './passkey-sign-in';
import { StaffLanguageSwitch } from './staff-language-switch';
import { Form } from '../components/ui/form';

type FactorInput = z.input<typeof StaffFactorSchema>;

// Loaded only when the server asks for it (many failures for this account from unknown browsers).
const ProofOfWork = lazy(() => import('../components/ui/proof-of-work'));

export function StaffAuthFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="flex items-center justify-between bg-brand-dark px-4 py-3 text-white">
        <p className="font-bold">{t('title')}</p>
        <StaffLanguageSwitch />
      </header>
      <main className="mx-auto mt-10 max-w-md rounded-xl bg-white p-6 shadow">
        <h1 className="mb-4 text-xl font-bold text-brand-dark">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** Step one (login + password), then step two (authenticator or recovery code). */
export function SignInPage() {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'factor'>('password');
  const [passkeyOffered, setPasskeyOffered] = useState(false);
  // Back to the screen that sent the person here (e.g. "sign in again" on the account page).
  const { search } = useLocation();
  const signedIn = async () => {
    // Nothing read under an earlier session (its sign-in time, its lists) carries over.
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] === 'staff' && query.queryKey[1] !== 'me',
    });
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
    void navigate(nextPath(search), { replace: true });
  };
  const [failure, setFailure] = useState<string | null>(null);
  const passwordForm = useForm<StaffSignIn>({
    resolver: zodResolver(StaffSignInSchema),
    defaultValues: { login: '', password: '' },
  });
  const factorForm = useForm<FactorInput, unknown, z.output<typeof StaffFactorSchema>>({
    resolver: zodResolver(StaffFactorSchema),
    defaultValues: { code: '' },
  });

  // Keyboard and screen-reader users land in the code field when step two appears.
  const { setFocus } = factorForm;
  useEffect(() => {
    if (step === 'factor') setFocus('code');
  }, [step, setFocus]);

  const [captchaAsked, setCaptchaAsked] = useState(false);

  /** Step one; `captcha`: a solved proof of work, once the server has asked for one. */
  const sendPassword = useCallback(
    async (values: StaffSignIn, captcha?: string) => {
      setFailure(null);
      try {
        const result = await staffCall(StaffSignInResultSchema, '/auth/sign-in', {
          method: 'POST',
          body: { ...values, captcha },
        });
        setCaptchaAsked(false);
        setPasskeyOffered(result.passkey === true);
        setStep('factor');
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'staff_captcha_required') setCaptchaAsked(true);
        setFailure(errorMessage(error));
        return false;
      }
    },
    [errorMessage],
  );
  const submitPassword = passwordForm.handleSubmit((values) => sendPassword(values));
  // A solved check sends the form at once; a refused attempt needs a fresh check for the next one.
  const { handleSubmit } = passwordForm;
  const onCaptcha = useCallback(
    (payload: string, widget: ProofOfWorkWidget) =>
      void handleSubmit(async (values) => {
        if (!(await sendPassword(values, payload))) widget.reset();
      })(),
    [handleSubmit, sendPassword],
  );
  const submitFactor = factorForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await staffCall(StaffSignInResultSchema, '/auth/factor', { method: 'POST', body: values });
      await signedIn();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <StaffAuthFrame title={step === 'password' ? t('signIn.title') : t('signIn.factorTitle')}>
      {step === 'password' ? (
        <Form noValidate onSubmit={submitPassword} className="flex flex-col gap-4">
          <TextField
            label={t('signIn.login')}
            autoComplete="username"
            dir="ltr"
            required
            error={passwordForm.formState.errors.login?.message}
            {...passwordForm.register('login')}
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            required
            error={passwordForm.formState.errors.password?.message}
            {...passwordForm.register('password')}
          />
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          {captchaAsked && (
            <section aria-labelledby="staff-captcha-title" className="flex flex-col gap-2">
              <h2 id="staff-captcha-title" className="text-sm font-semibold text-slate-900">
                {t('signIn.captchaTitle')}
              </h2>
              <p className="text-sm text-slate-700">{t('signIn.captchaHint')}</p>
              <Suspense fallback={null}>
                <ProofOfWork onPayload={onCaptcha} />
              </Suspense>
            </section>
          )}
          <Button type="submit" busy={passwordForm.formState.isSubmitting}>
            {t('signIn.submit')}
          </Button>
        </Form>
      ) : (
        <Form noValidate onSubmit={submitFactor} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            {t(passkeyOffered ? 'signIn.factorHintPasskey' : 'signIn.factorHint')}
          </p>
          <TextField
            label={t('signIn.code')}
            autoComplete="one-time-code"
            inputMode="text"
            dir="ltr"
            required
            error={factorForm.formState.errors.code?.message}
            {...factorForm.register('code')}
          />
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <Button type="submit" busy={factorForm.formState.isSubmitting}>
            {t('signIn.verify')}
          </Button>
          {passkeyOffered && <PasskeySignIn onFailure={setFailure} onSignedIn={signedIn} />}
          <Button variant="ghost" onClick={() => setStep('password')}>
            {t('signIn.back')}
          </Button>
        </Form>
      )}
    </StaffAuthFrame>
  );
}
