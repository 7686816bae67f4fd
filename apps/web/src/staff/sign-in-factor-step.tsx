import { zodResolver } from '@hookform/resolvers/zod';
import { StaffFactorSchema } from '@waha/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../components/ui/button';
import { Form } from '../components/ui/form';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { useErrorMessage } from '../lib/use-error-message';
import { postFactor } from './api/sign-in-api';
import { PasskeySignIn } from './passkey-sign-in';

type FactorInput = z.input<typeof StaffFactorSchema>;

/** Step two: the authenticator or a recovery code, or a passkey where the account has one. */
export function SignInFactorStep(props: {
  passkey: boolean;
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FactorInput, unknown, z.output<typeof StaffFactorSchema>>({
    resolver: zodResolver(StaffFactorSchema),
    defaultValues: { code: '' },
  });
  // Keyboard and screen-reader users land in the code field when step two appears.
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await postFactor(values);
      await props.onSignedIn();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {t(props.passkey ? 'signIn.factorHintPasskey' : 'signIn.factorHint')}
      </p>
      <TextField
        label={t('signIn.code')}
        autoComplete="one-time-code"
        inputMode="text"
        dir="ltr"
        required
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('signIn.verify')}
      </Button>
      {props.passkey && <PasskeySignIn onFailure={setFailure} onSignedIn={props.onSignedIn} />}
      <Button variant="ghost" onClick={props.onBack}>
        {t('signIn.back')}
      </Button>
    </Form>
  );
}
