import {
  TICKET_CATEGORIES,
  TICKET_REQUEST_TYPES,
  TRANSFER_REQUEST_TYPES,
  type TicketForm,
  type TicketFormInput,
  type TicketRequestType,
  type TicketSubmitted,
} from '@waha/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { DigitsField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { submitTicket } from '../api/tickets-api';
import { FileDrop } from './file-drop';
import { SelectField } from './select-field';
import { Form } from '../../../components/ui/form';

const resolver = lazyResolver<TicketFormInput, TicketForm>(
  async () => (await import('../model/ticket-resolvers')).ticketFormResolver,
);

const EMPTY: TicketFormInput = {
  nationalId: '',
  name: '',
  email: '',
  phone: '',
  category: '' as TicketFormInput['category'],
  requestType: '' as TicketFormInput['requestType'],
  transactionNumber: '',
  description: '',
};

/** The /support form: validated by the same schema as POST /api/tickets, files sent with progress. */
export function SupportForm({ onSubmitted }: { onSubmitted: (result: TicketSubmitted) => void }) {
  const { t } = useTranslation('tickets');
  const errorMessage = useErrorMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // The unresolved ticket of this type that refused the submission: linked to its status page.
  const [openTicket, setOpenTicket] = useState<string | null>(null);
  const form = useForm<TicketFormInput>({
    resolver: resolver as never,
    defaultValues: EMPTY,
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const transferType = TRANSFER_REQUEST_TYPES.includes(
    useWatch({ control, name: 'requestType' }) as TicketRequestType,
  );

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    setOpenTicket(null);
    setFilesError(undefined);
    setProgress(files.length > 0 ? 0 : null);
    try {
      // The typed text goes as typed: the server normalises it with the same schema.
      const raw = form.getValues() as Record<string, string>;
      onSubmitted(await submitTicket(raw, files, setProgress));
      void showToast('success', t('support.received'));
    } catch (error) {
      setProgress(null);
      const placed = applyFieldErrors(error, form.setError, (field) =>
        field in EMPTY ? (field as keyof TicketFormInput) : null,
      );
      const fileProblem = error instanceof ApiError ? error.fieldErrors.files?.[0] : undefined;
      if (fileProblem) setFilesError(fileProblem);
      if (!placed && !fileProblem) {
        const known = error instanceof ApiError && error.status > 0 && error.status < 500;
        const message = known ? errorMessage(error) : t('support.failed');
        setFormError(message);
        if (error instanceof ApiError && error.code === 'ticket_open_exists')
          setOpenTicket(error.details.reference ?? null);
        void showToast('error', message);
      }
    }
  });

  const options = (kind: 'categories' | 'requestTypes', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`support.${kind}.${value}`) }));

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl bg-white p-6 shadow md:grid-cols-2"
    >
      <DigitsField
        label={t('support.nationalId')}
        required
        error={errors.nationalId?.message}
        {...register('nationalId')}
      />
      <TextField
        label={t('support.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('support.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('support.phone')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label={t('support.category')}
        placeholder={t('support.choose')}
        required
        options={options('categories', TICKET_CATEGORIES)}
        error={errors.category?.message}
        {...register('category')}
      />
      <SelectField
        label={t('support.requestType')}
        placeholder={t('support.choose')}
        required
        options={options('requestTypes', TICKET_REQUEST_TYPES)}
        error={errors.requestType?.message}
        {...register('requestType')}
      />
      <DigitsField
        label={t('support.transactionNumber')}
        hint={t('support.transactionHint')}
        required={transferType}
        error={errors.transactionNumber?.message}
        {...register('transactionNumber')}
      />
      <TextAreaField
        label={t('support.description')}
        required
        className="flex flex-col gap-1 md:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="md:col-span-2">
        <FileDrop files={files} onChange={setFiles} error={filesError} progress={progress} />
      </div>
      {formError && (
        <div className="md:col-span-2">
          <FormAlert tone="error">
            {formError}
            {openTicket && <OpenTicketLink id={openTicket} />}
          </FormAlert>
        </div>
      )}
      <div className="md:col-span-2">
        <Button type="submit" busy={formState.isSubmitting}>
          {t('support.submit')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The way to the ticket that blocks a new one: its status page with the request number filled in.
 * Only the number travels in the address; the customer types their ID there as for any lookup.
 */
function OpenTicketLink({ id }: { id: string }) {
  const { t } = useTranslation('tickets');
  return (
    <Link to={`/ticket?request=${encodeURIComponent(id)}`} className="ms-1 font-medium underline">
      {t('support.openExists', { id })}
    </Link>
  );
}
