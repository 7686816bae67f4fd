import type { ContactMessage } from '@waha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { Form } from '../../../components/ui/form';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

const resolver = lazyResolver<ContactMessage>(
  async () => (await import('../model/contact-resolver')).contactResolver,
);

/** The footer's contact form: validated with the same schema as POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const errorMessage = useErrorMessage();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.send(values);
      reset(EMPTY);
      void showToast('success', t('sent'));
    } catch (error) {
      // Field errors stay beside their fields; any other failure is also announced in a toast.
      const placed = applyFieldErrors(error, setError, (field) =>
        field in EMPTY ? (field as keyof ContactMessage) : null,
      );
      if (!placed) void showToast('error', errorMessage(error));
    }
  });

  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl bg-white p-6 text-slate-900 shadow">
      <h2 id="contact-heading" className="mb-1 text-lg font-bold text-brand">
        {t('heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('intro')}</p>
      <Form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label={t('message')}
          required
          className="flex flex-col gap-1 md:col-span-2"
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <Button type="submit" busy={send.isPending}>
            {t('send')}
          </Button>
          {send.isSuccess && <FormAlert tone="success">{t('sent')}</FormAlert>}
          {send.isError && !(send.error instanceof ApiError && send.error.code === 'validation_failed') && (
            <FormAlert tone="error">{errorMessage(send.error)}</FormAlert>
          )}
        </div>
      </Form>
    </section>
  );
}
