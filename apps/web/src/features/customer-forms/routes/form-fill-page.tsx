import type { FormToFill } from '@waha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FileDrop } from '../../../components/ui/file-drop';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { UploadProgress, useUploadProgress } from '../../../components/ui/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLanguage } from '../../../lib/use-language';
import { FORMS_KEY, submitForm, useFormToFill } from '../api/forms-api';
import { FILE_TYPES, fileKindsOf, formFileProblem } from '../components/form-file';
import { FormFieldInput } from '../components/form-field-input';
import { FormsArea, PageHeading } from '../components/forms-area';
import { TransactionDetails } from '../components/transaction-details';
import { useFormFiles, type FormFiles } from '../components/use-form-files';
import { Form } from '../../../components/ui/form';

/** /forms/:formId/:clientFormId: fill one assigned form and send it with its files. */
export function FormFillPage() {
  return (
    <FormsArea>
      <FillContent />
    </FormsArea>
  );
}

function FillContent() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const { formId = '', clientFormId = '' } = useParams();
  const form = useFormToFill(formId, clientFormId);
  const notFound = form.error instanceof ApiError && form.error.status === 404;
  return (
    <>
      <PageHeading title={form.data?.title[language] ?? t('fill.title')} />
      {form.isPending && <Spinner label={t('loading')} />}
      {form.isError && (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{notFound ? t('fill.notFound') : t('fill.failed')}</FormAlert>
          <Link to="/forms" className="font-semibold text-brand underline">
            {t('area.forms')}
          </Link>
        </div>
      )}
      {form.data && <FillForm definition={form.data} />}
    </>
  );
}

type Answers = Record<string, string | boolean>;

const emptyValue = (type: string) => (type === 'checkbox' ? false : '');

function FillForm({ definition }: { definition: FormToFill }) {
  const { t } = useTranslation('forms');
  // Built from the definition on the form's first check, with zod, not while the page loads.
  const resolver = useMemo(
    () =>
      lazyResolver(async () =>
        (await import('../model/form-values-resolver')).formValuesResolver(definition.fields),
      ),
    [definition.fields],
  );
  const form = useForm<Answers>({
    resolver,
    defaultValues: Object.fromEntries(
      definition.fields.filter((f) => f.type !== 'file').map((f) => [f.id, emptyValue(f.type)]),
    ),
  });
  const files = useFormFiles(definition.fields);
  const sending = useSendFilledForm(definition, form, files);

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        files.check();
        void form.handleSubmit(sending.send)(event);
      }}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow"
    >
      {definition.transaction && <TransactionDetails transaction={definition.transaction} />}
      <FillFields definition={definition} form={form} errors={form.formState.errors} files={files} />
      {sending.progress !== null && <UploadProgress percent={sending.progress} label={t('fill.uploading')} />}
      {sending.formError && <FormAlert tone="error">{sending.formError}</FormAlert>}
      <div>
        <Button type="submit" busy={sending.progress !== null}>
          {t('fill.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** Sends the answers and files; then the history page confirms it, else the refusals show. */
function useSendFilledForm(definition: FormToFill, form: UseFormReturn<Answers>, files: FormFiles) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const upload = useUploadProgress();
  const [formError, setFormError] = useState<string | null>(null);

  const send = async (answers: Answers) => {
    if (!files.check()) return;
    setFormError(null);
    try {
      await upload.track(async (onProgress) => {
        await submitForm(definition.formId, definition.clientFormId, answers, files.files, onProgress);
        // The history page confirms it, in view and focused (SentFormConfirmation).
        await navigate(`/formsHistory/${encodeURIComponent(definition.clientFormId)}`, {
          state: { sent: true },
        });
        // Not the form just sent: it is no longer to be filled, and refetching it would only 404.
        void client.invalidateQueries({ queryKey: [...FORMS_KEY, 'assigned'] });
        void client.invalidateQueries({ queryKey: [...FORMS_KEY, 'history'] });
      });
    } catch (error) {
      // An ended session has its own toast and sends the visitor to /login (use-session-expiry).
      if (error instanceof ApiError && error.status === 401) return;
      const { fileIds, refused } = files.refuse(error instanceof ApiError ? error.fieldErrors : {});
      const placed = applyFieldErrors(error, form.setError, (id) => (fileIds.has(id) ? null : id), {
        shouldFocus: true,
      });
      if (!placed && !refused) {
        const message = errorMessage(error);
        setFormError(message);
        void showToast('error', message);
      }
    }
  };
  return { send, progress: upload.progress, formError };
}

/** Each field of the definition in its order: a file drop for a file, else its input. */
function FillFields({
  definition,
  form,
  errors,
  files,
}: {
  definition: FormToFill;
  form: UseFormReturn<Answers>;
  errors: FieldErrors<Answers>;
  files: FormFiles;
}) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  return definition.fields.map((field) =>
    field.type === 'file' ? (
      <FileDrop
        key={field.id}
        label={field.label[language]}
        required={field.required}
        accept={fileKindsOf(field).map((kind) => FILE_TYPES[kind])}
        hint={t('fill.dropHint', { kinds: fileKindsOf(field).join(', ').toUpperCase() })}
        check={(file) => formFileProblem(fileKindsOf(field), file)}
        files={files.files[field.id] ? [files.files[field.id]!] : []}
        error={files.errors[field.id] || undefined}
        onChange={([file], problem) => files.choose(field.id, file, problem)}
      />
    ) : (
      <FormFieldInput key={field.id} field={field} register={form.register} error={errors[field.id]} />
    ),
  );
}
