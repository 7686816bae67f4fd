import { zodResolver } from '@hookform/resolvers/zod';
import { StaffTotpConfirmSchema } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { staffCall } from '../api/staff-api';
import { FactorError } from './factor-error';
import { TotpKey } from '../totp-key';
import { Form } from '../../components/ui/form';

const StartSchema = z.object({ secret: z.string(), uri: z.string() });
type ConfirmInput = z.input<typeof StaffTotpConfirmSchema>;

/** A new authenticator app: a new key, confirmed with a code from it before the old one stops. */
export function TotpSection() {
  const { t } = useTranslation('staff');
  const [pending, setPending] = useState<z.infer<typeof StartSchema> | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ConfirmInput, unknown, z.output<typeof StaffTotpConfirmSchema>>({
    resolver: zodResolver(StaffTotpConfirmSchema),
    defaultValues: { code: '' },
  });
  const start = useMutation({
    mutationFn: () => staffCall(StartSchema, '/me/totp/start', { method: 'POST', body: {} }),
    onMutate: () => setDone(false),
    onSuccess: (data) => {
      form.reset();
      setPending(data);
    },
  });
  const confirm = useMutation({
    mutationFn: (values: z.output<typeof StaffTotpConfirmSchema>) =>
      staffCall(z.null(), '/me/totp', { method: 'POST', body: values }),
    onSuccess: () => {
      setPending(null);
      setDone(true);
    },
    onError: (error) => {
      // A wrong code uses the new key up (server side): the next try starts with a new key.
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setPending(null);
        form.setError('code', { message: error.fieldErrors.code?.[0] ?? 'validation.otpFormat' });
      }
    },
  });
  const wrongCode = confirm.error instanceof ApiError && confirm.error.code === 'validation_failed';

  return (
    <section aria-labelledby="totp-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h3 id="totp-title" className="text-lg font-semibold text-brand-dark">
        {t('account.totp.title')}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t('account.totp.intro')}</p>
      {pending ? (
        <Form
          noValidate
          onSubmit={form.handleSubmit((values) => confirm.mutate(values))}
          className="flex flex-col gap-3"
        >
          <TotpKey secret={pending.secret} uri={pending.uri} />
          <TextField
            label={t('account.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={confirm.isPending}>
              {t('account.totp.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="secondary" busy={start.isPending} onClick={() => start.mutate()}>
          {t('account.totp.start')}
        </Button>
      )}
      <div className="mt-3 flex flex-col gap-2" aria-live="polite">
        {done && <FormAlert tone="success">{t('account.totp.done')}</FormAlert>}
        {wrongCode && !pending && <FormAlert tone="error">{t('account.totp.again')}</FormAlert>}
        <FactorError error={start.error ?? (wrongCode ? null : confirm.error)} />
      </div>
    </section>
  );
}
