import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useErrorMessage } from '../../lib/use-error-message';
import { useFactors, useSignInAgain } from '../api/factors-api';
import { useFormatDateTime } from '../../lib/use-staff-format';
import { PasskeysSection } from './passkeys-section';
import { RecoverySection } from './recovery-section';
import { TotpSection } from './totp-section';

/** True while this sign-in is recent enough to change a second factor; turns false on time. */
function useStillFresh(freshUntil: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!freshUntil) return;
    const left = Date.parse(freshUntil) - Date.now();
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), left + 500);
    return () => window.clearTimeout(timer);
  }, [freshUntil]);
  return freshUntil !== undefined && Date.parse(freshUntil) > now;
}

/** My account: the second factors (passkeys, authenticator app, recovery codes). */
export function AccountPage() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const factors = useFactors();
  const signInAgain = useSignInAgain();
  const fresh = useStillFresh(factors.data?.freshUntil);
  return (
    <section aria-labelledby="account-title" className="flex max-w-3xl flex-col gap-6">
      <h1 id="account-title" className="text-2xl font-bold text-brand-dark">
        {t('account.title')}
      </h1>
      <h2 className="-mb-3 text-xl font-semibold text-brand-dark">{t('account.factorsTitle')}</h2>
      {factors.isPending && <p>{t('common.loading')}</p>}
      {factors.isError && <FormAlert tone="error">{errorMessage(factors.error)}</FormAlert>}
      {factors.data && (
        <>
          {fresh ? (
            <FormAlert tone="info">
              {t('account.freshInfo', { time: when(factors.data.freshUntil) })}
            </FormAlert>
          ) : (
            <FormAlert tone="info">
              <span className="flex flex-wrap items-center justify-between gap-2">
                {t('account.staleInfo')}
                <Button variant="secondary" onClick={() => void signInAgain()}>
                  {t('account.signInAgain')}
                </Button>
              </span>
            </FormAlert>
          )}
          <PasskeysSection passkeys={factors.data.passkeys} />
          <TotpSection />
          <RecoverySection left={factors.data.recoveryCodesLeft} />
        </>
      )}
    </section>
  );
}
