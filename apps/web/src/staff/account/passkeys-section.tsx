import { zodResolver } from '@hookform/resolvers/zod';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { StaffPasskeyNameSchema, type StaffPasskeyName, type StaffPasskeyView } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { FACTORS_KEY } from '../api/factors-api';
import { deletePasskey, PasskeyCancelled, registerPasskey } from '../api/passkeys-api';
import { PasskeyList } from './passkey-list';
import { FactorError } from './factor-error';
import { Form } from '../../components/ui/form';

/** My passkeys: listed by name, added with this device's authenticator, removed one by one. */
export function PasskeysSection({ passkeys }: { passkeys: StaffPasskeyView[] }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [supported] = useState(() => browserSupportsWebAuthn());
  const form = useForm<StaffPasskeyName>({
    resolver: zodResolver(StaffPasskeyNameSchema),
    defaultValues: { name: '' },
  });
  const add = useMutation({
    mutationFn: async ({ name }: StaffPasskeyName) => {
      try {
        return await registerPasskey(name);
      } catch (error) {
        // Cancelled, timed out, or the authenticator refused: nothing was sent to the server.
        throw error instanceof PasskeyCancelled ? new Error(t('account.passkeys.cancelled')) : error;
      }
    },
    onMutate: () => setNotice(null),
    onSuccess: () => {
      form.reset();
      setNotice(t('account.passkeys.addedDone'));
      return queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: deletePasskey,
    onMutate: () => setNotice(null),
    onSuccess: () => {
      setNotice(t('account.passkeys.removed'));
      return queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    },
  });
  const failure = add.error ?? remove.error;

  return (
    <section aria-labelledby="passkeys-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h3 id="passkeys-title" className="text-lg font-semibold text-brand-dark">
        {t('account.passkeys.title')}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t('account.passkeys.intro')}</p>
      <PasskeyList
        passkeys={passkeys}
        removing={remove.isPending ? (remove.variables ?? null) : null}
        onRemove={(id) => remove.mutate(id)}
      />
      {supported ? (
        <Form
          noValidate
          onSubmit={form.handleSubmit((values) => add.mutate(values))}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label={t('account.passkeys.name')}
            hint={t('account.passkeys.nameHint')}
            required
            className="flex-1"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Button type="submit" busy={add.isPending}>
            {t('account.passkeys.add')}
          </Button>
        </Form>
      ) : (
        <FormAlert tone="info">{t('account.passkeys.unsupported')}</FormAlert>
      )}
      <div className="mt-3 flex flex-col gap-2" aria-live="polite">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {failure && <FactorError error={failure instanceof ApiError ? failure : failure.message} />}
      </div>
    </section>
  );
}
