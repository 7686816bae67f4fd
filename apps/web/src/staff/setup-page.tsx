import { zodResolver } from '@hookform/resolvers/zod';
import { StaffSetupCompleteSchema } from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { ApiError } from '../lib/api-client';
import { applyFieldErrors } from '../lib/apply-field-errors';
import { useErrorMessage } from '../lib/use-error-message';
import { completeSetup, useSetupStart } from './api/setup-api';
import { SetupDone } from './setup-done';
import { StaffAuthFrame } from './staff-auth-frame';
import { TotpKey } from './totp-key';
import { Form } from '../components/ui/form';

type SetupInput = z.input<typeof StaffSetupCompleteSchema>;

/** The one-time set-up link (/staff/setup#token): the token stays in the fragment, never in logs. */
export function SetupPage() {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const [token] = useState(() => window.location.hash.slice(1));
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useSetupStart(token);
  const form = useForm<SetupInput, unknown, z.output<typeof StaffSetupCompleteSchema>>({
    resolver: zodResolver(StaffSetupCompleteSchema),
    defaultValues: { token, password: '', code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCodes(await completeSetup(values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyFieldErrors(error, form.setError, (field) =>
          field === 'password' || field === 'code' ? field : null,
        );
      } else setFailure(errorMessage(error));
    }
  });

  if (token.length < 20) {
    return (
      <StaffAuthFrame title={t('setup.title')}>
        <FormAlert tone="error">{t('setup.missing')}</FormAlert>
      </StaffAuthFrame>
    );
  }
  if (codes) return <SetupDone codes={codes} />;
  return (
    <StaffAuthFrame title={t('setup.title')}>
      {start.isPending && <p>{t('common.loading')}</p>}
      {start.isError && <FormAlert tone="error">{errorMessage(start.error)}</FormAlert>}
      {start.data && (
        <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm">{t('setup.intro', { name: start.data.name })}</p>
          <TotpKey secret={start.data.secret} uri={start.data.uri} />
          <TextField
            label={t('setup.password')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            required
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={t('setup.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('setup.submit')}
          </Button>
        </Form>
      )}
    </StaffAuthFrame>
  );
}
