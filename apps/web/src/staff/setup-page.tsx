import { zodResolver } from '@hookform/resolvers/zod';
import { StaffSetupCompleteSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { ApiError } from '../lib/api-client';
import { applyFieldErrors } from '../lib/apply-field-errors';
import { useErrorMessage } from '../lib/use-error-message';
import { staffCall } from './api/staff-api';
import { StaffAuthFrame } from './sign-in-page';
import { Form } from '../components/ui/form';

const StartSchema = z.object({
  name: z.string(),
  employeeNumber: z.string(),
  secret: z.string(),
  uri: z.string(),
});
const DoneSchema = z.object({ recoveryCodes: z.array(z.string()) });
type SetupInput = z.input<typeof StaffSetupCompleteSchema>;

/** The one-time set-up link (/staff/setup#token): the token stays in the fragment, never in logs. */
export function SetupPage() {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const [token] = useState(() => window.location.hash.slice(1));
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useQuery({
    queryKey: ['staff', 'setup', token],
    queryFn: () => staffCall(StartSchema, '/auth/setup/start', { method: 'POST', body: { token } }),
    enabled: token.length >= 20,
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm<SetupInput, unknown, z.output<typeof StaffSetupCompleteSchema>>({
    resolver: zodResolver(StaffSetupCompleteSchema),
    defaultValues: { token, password: '', code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCodes(
        (await staffCall(DoneSchema, '/auth/setup/complete', { method: 'POST', body: values })).recoveryCodes,
      );
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
  if (codes) {
    return (
      <StaffAuthFrame title={t('setup.doneTitle')}>
        <p className="mb-3 text-sm">{t('setup.recovery')}</p>
        <ul dir="ltr" className="mb-4 grid grid-cols-2 gap-1 font-mono">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link to="/staff/sign-in" className="font-semibold text-brand underline">
          {t('setup.goSignIn')}
        </Link>
      </StaffAuthFrame>
    );
  }
  return (
    <StaffAuthFrame title={t('setup.title')}>
      {start.isPending && <p>{t('common.loading')}</p>}
      {start.isError && <FormAlert tone="error">{errorMessage(start.error)}</FormAlert>}
      {start.data && (
        <Form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm">{t('setup.intro', { name: start.data.name })}</p>
          <div>
            <p className="text-sm font-medium">{t('setup.secret')}</p>
            <p dir="ltr" className="break-all rounded bg-slate-100 p-2 font-mono">
              {start.data.secret}
            </p>
            <a href={start.data.uri} className="text-sm text-brand underline">
              {t('setup.uri')}
            </a>
          </div>
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
