import { LANGUAGES, type CallRequest, type CallRequestInput } from '@waha/shared';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Confirmation } from '../../../components/ui/confirmation';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLanguage } from '../../../lib/use-language';
import { useSendCallRequest } from '../api/send-call-request';
import { Form } from '../../../components/ui/form';

const FIELDS = ['name', 'phone', 'language', 'description'] as const;

const resolver = lazyResolver<CallRequestInput, CallRequest>(
  async () => (await import('../model/call-request-resolver')).callRequestResolver,
);

/**
 * /call-request (PRODUCT.md section 9): the floating call button's target. Validated with the
 * same schema as POST /api/call-requests; the server keeps the hour limits.
 */
export function CallRequestPage() {
  const { t } = useTranslation('calls');
  useDocumentTitle(t('title'), t('description'));
  const { form, send, invalid, refusal, onSubmit } = useCallRequestForm();
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('intro')}</p>
      {send.isSuccess ? (
        <Confirmation message={t('sent')}>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              send.reset();
            }}
          >
            {t('another')}
          </Button>
        </Confirmation>
      ) : (
        <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow">
          <TextField
            label={t('name')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('phone')}
            hint={t('phoneHint')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel-national"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <LanguageChoice register={register} error={errors.language?.message} />
          <TextAreaField
            label={t('details')}
            required
            error={errors.description?.message}
            {...register('description')}
          />
          {invalid && <FormAlert tone="error">{t('fixErrors')}</FormAlert>}
          {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
          <div>
            <Button type="submit" busy={send.isPending}>
              {t('submit')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

/** The form, its send, and what to say when the server refuses it. */
function useCallRequestForm() {
  const { t } = useTranslation('calls');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const send = useSendCallRequest();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<CallRequestInput, unknown, CallRequest>({
    resolver,
    defaultValues: { name: '', phone: '', language, description: '' },
  });

  const onSubmit = form.handleSubmit(
    async () => {
      setInvalid(false);
      try {
        await send.mutateAsync(form.getValues());
      } catch (error) {
        const placed = applyFieldErrors(error, form.setError, (field) =>
          (FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : null,
        );
        setInvalid(placed);
      }
    },
    () => setInvalid(true),
  );

  // 'Already submitted (wait one hour)' is the server's message; anything else is a failed send.
  const refusal =
    send.error instanceof ApiError && send.error.code === 'call_request_recent'
      ? errorMessage(send.error)
      : send.isError && !invalid
        ? t('failed')
        : null;
  return { form, send, invalid, refusal, onSubmit };
}

/** The language to be called in, one radio button each, named in its own language. */
function LanguageChoice({
  register,
  error,
}: {
  register: UseFormRegister<CallRequestInput>;
  error?: string;
}) {
  const { t } = useTranslation('calls');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'call-language-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {t('language')}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {LANGUAGES.map((lng) => (
          <label
            key={lng}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand has-checked:bg-brand/5"
          >
            <input type="radio" value={lng} className="size-4 accent-brand" {...register('language')} />
            <span lang={lng}>{t(`languages.${lng}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="call-language-error" role="alert" className="text-sm text-red-700">
          {t(error, { ns: 'common' })}
        </p>
      )}
    </fieldset>
  );
}
