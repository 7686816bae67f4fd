import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { StaffSignInResultSchema } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { ApiError } from '../lib/api-client';
import { useErrorMessage } from '../lib/use-error-message';
import { WebAuthnOptionsSchema } from './api/factors-api';
import { staffCall } from './api/staff-api';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** The factor step's other way: this device's passkey instead of a code. */
export function PasskeySignIn({
  onFailure,
  onSignedIn,
}: {
  onFailure: (message: string | null) => void;
  onSignedIn: () => Promise<void>;
}) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [supported] = useState(() => browserSupportsWebAuthn());
  if (!supported) return null;
  const run = async () => {
    onFailure(null);
    setBusy(true);
    try {
      const options = await staffCall(WebAuthnOptionsSchema, '/auth/passkey/options', {
        method: 'POST',
        body: {},
      });
      const credential = await startAuthentication({ optionsJSON: options as unknown as Options });
      await staffCall(StaffSignInResultSchema, '/auth/passkey', { method: 'POST', body: { credential } });
      await onSignedIn();
    } catch (error) {
      // The server's refusals have their message; a cancelled or failed browser prompt has ours.
      onFailure(error instanceof ApiError ? errorMessage(error) : t('signIn.passkeyFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void run()}>
      {t('signIn.passkey')}
    </Button>
  );
}
