import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ME_KEY } from './api/staff-api';
import { nextPath } from './desks/registry';
import { SignInFactorStep } from './sign-in-factor-step';
import { SignInPasswordStep } from './sign-in-password-step';
import { StaffAuthFrame } from './staff-auth-frame';

/** Step one (login + password), then step two (authenticator or recovery code). */
export function SignInPage() {
  const { t } = useTranslation('staff');
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
  const passed = useCallback((passkey: boolean) => {
    setPasskeyOffered(passkey);
    setStep('factor');
  }, []);
  return (
    <StaffAuthFrame title={step === 'password' ? t('signIn.title') : t('signIn.factorTitle')}>
      {step === 'password' ? (
        <SignInPasswordStep onPassed={passed} />
      ) : (
        <SignInFactorStep passkey={passkeyOffered} onSignedIn={signedIn} onBack={() => setStep('password')} />
      )}
    </StaffAuthFrame>
  );
}
