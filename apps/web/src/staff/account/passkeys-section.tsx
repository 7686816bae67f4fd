import { zodResolver } from '@hookform/resolvers/zod';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import {
  StaffPasskeyNameSchema,
  StaffPasskeyViewSchema,
  type StaffPasskeyName,
  type StaffPasskeyView,
} from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { FACTORS_KEY, WebAuthnOptionsSchema } from '../api/factors-api';
import { staffCall } from '../api/staff-api';
import { useFormatDateTime } from '../../lib/use-staff-format';
import { FactorError } from './factor-error';
import { Form } from '../../components/ui/form';

type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** My passkeys: listed by name, added with this device's authenticator, removed one by one. */
export function PasskeysSection({ passkeys }: { passkeys: StaffPasskeyView[] }) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [supported] = useState(() => browserSupportsWebAuthn());
  const form = useForm<StaffPasskeyName>({
    resolver: zodResolver(StaffPasskeyNameSchema),
    defaultValues: { name: '' },
  });
  const add = useMutation({
    mutationFn: async ({ name }: StaffPasskeyName) => {
      const options = await staffCall(WebAuthnOptionsSchema, '/me/passkeys/options', {
        method: 'POST',
        body: {},
      });
      let credential: unknown;
      try {
        credential = await startRegistration({ optionsJSON: options as unknown as Options });
      } catch {
        // Cancelled, timed out, or the authenticator refused: nothing was sent to the server.
        throw new Error(t('account.passkeys.cancelled'));
      }
      return staffCall(StaffPasskeyViewSchema, '/me/passkeys', {
        method: 'POST',
        body: { name, credential },
      });
    },
    onMutate: () => setNotice(null),
    onSuccess: () => {
      form.reset();
      setNotice(t('account.passkeys.addedDone'));
      return queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => staffCall(z.null(), `/me/passkeys/${id}`, { method: 'DELETE' }),
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
      {passkeys.length === 0 ? (
        <p className="mb-3 text-sm">{t('account.passkeys.empty')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2">
          {passkeys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-3"
            >
              <div className="text-sm">
                <p className="font-semibold">{key.name}</p>
                <p className="text-slate-700">
                  {t('account.passkeys.added', { when: when(key.createdAt) })} ·{' '}
                  {key.lastUsedAt
                    ? t('account.passkeys.lastUsed', { when: when(key.lastUsedAt) })
                    : t('account.passkeys.neverUsed')}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('account.passkeys.removeLabel', { name: key.name })}
                busy={remove.isPending && remove.variables === key.id}
                onClick={() => remove.mutate(key.id)}
              >
                {t('account.passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
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
