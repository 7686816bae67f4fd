import type { TicketForm, TicketFormInput, TicketSubmitted } from '@waha/shared';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { useUploadProgress } from '../../../components/ui/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { submitTicket } from '../api/tickets-api';
import { SupportFiles } from './support-files';
import { ContactFields, RequestFields } from './support-fields';

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
  const form = useForm<TicketFormInput>({
    resolver: resolver as never,
    defaultValues: EMPTY,
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const send = useSendTicket(form, onSubmitted);

  return (
    <Form
      noValidate
      onSubmit={send.onSubmit}
      className="grid gap-5 rounded-2xl bg-white p-6 shadow md:grid-cols-2"
    >
      <ContactFields register={register} errors={errors} />
      <RequestFields register={register} errors={errors} control={control} />
      <div className="md:col-span-2">
        <SupportFiles
          files={send.files}
          error={send.filesError}
          progress={send.progress}
          onChange={(files, problem) => {
            send.setFiles(files);
            send.setFilesError(problem ?? undefined);
          }}
        />
      </div>
      {send.formError && (
        <div className="md:col-span-2">
          <FormAlert tone="error">
            {send.formError}
            {send.openTicket && <OpenTicketLink id={send.openTicket} />}
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

/** Sends the form with its files; places the server's refusals beside their fields or above the button. */
function useSendTicket(form: UseFormReturn<TicketFormInput>, onSubmitted: (result: TicketSubmitted) => void) {
  const { t } = useTranslation('tickets');
  const errorMessage = useErrorMessage();
  const upload = useUploadProgress();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // The unresolved ticket of this type that refused the submission: linked to its status page.
  const [openTicket, setOpenTicket] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    setOpenTicket(null);
    setFilesError(undefined);
    try {
      // The typed text goes as typed: the server normalises it with the same schema.
      const raw = form.getValues() as Record<string, string>;
      onSubmitted(
        await upload.track((onProgress) => submitTicket(raw, files, onProgress), {
          showAtOnce: files.length > 0,
        }),
      );
      void showToast('success', t('support.received'));
    } catch (error) {
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
  const { progress } = upload;
  return { onSubmit, files, setFiles, filesError, setFilesError, formError, openTicket, progress };
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
