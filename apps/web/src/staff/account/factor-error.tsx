import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useErrorMessage } from '../../lib/use-error-message';
import { needsFreshSignIn, useSignInAgain } from '../api/factors-api';

/** A refused factor change; when the sign-in is too old, the way out is right there. */
export function FactorError({ error }: { error: unknown }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const signInAgain = useSignInAgain();
  if (!error) return null;
  return (
    <FormAlert tone="error">
      <span className="flex flex-wrap items-center justify-between gap-2">
        {typeof error === 'string' ? error : errorMessage(error)}
        {needsFreshSignIn(error) && (
          <Button variant="secondary" onClick={() => void signInAgain()}>
            {t('account.signInAgain')}
          </Button>
        )}
      </span>
    </FormAlert>
  );
}
