import { missingFiles, type FormToFill } from '@waha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FileDrop } from '../../../components/ui/file-drop';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
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

const emptyValue = (type: string) => (type === 'checkbox' ? false : '');

function FillForm({ definition }: { definition: FormToFill }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  // Built from the definition on the form's first check, with zod, not while the page loads.
  const resolver = useMemo(
    () =>
      lazyResolver(async () =>
        (await import('../model/form-values-resolver')).formValuesResolver(definition.fields),
      ),
    [definition.fields],
  );
  const form = useForm<Record<string, string | boolean>>({
    resolver,
    defaultValues: Object.fromEntries(
      definition.fields.filter((f) => f.type !== 'file').map((f) => [f.id, emptyValue(f.type)]),
    ),
  });
  const [files, setFiles] = useState<Record<string, File>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const checkFiles = () => {
    const missing = missingFiles(definition.fields, new Set(Object.keys(files)));
    const next = { ...fileErrors };
    // A file refused when picked (a .txt for an image) keeps its own message: "required" would
    // hide what was wrong with it.
    for (const [id, [key]] of Object.entries(missing)) next[id] ||= key!;
    setFileErrors(next);
    return Object.values(next).every((value) => !value);
  };

  const send = async (answers: Record<string, string | boolean>) => {
    if (!checkFiles()) return;
    setFormError(null);
    setProgress(0);
    try {
      await submitForm(definition.formId, definition.clientFormId, answers, files, setProgress);
      // The history page confirms it, in view and focused (SentFormConfirmation).
      await navigate(`/formsHistory/${encodeURIComponent(definition.clientFormId)}`, {
        state: { sent: true },
      });
      // Not the form just sent: it is no longer to be filled, and refetching it would only 404.
      void client.invalidateQueries({ queryKey: [...FORMS_KEY, 'assigned'] });
      void client.invalidateQueries({ queryKey: [...FORMS_KEY, 'history'] });
    } catch (error) {
      setProgress(null);
      // An ended session has its own toast and sends the visitor to /login (use-session-expiry).
      if (error instanceof ApiError && error.status === 401) return;
      const fileFieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const fileIds = new Set(definition.fields.filter((f) => f.type === 'file').map((f) => f.id));
      setFileErrors((current) => ({
        ...current,
        ...Object.fromEntries(
          Object.entries(fileFieldErrors)
            .filter(([id]) => fileIds.has(id))
            .map(([id, [m]]) => [id, m ?? '']),
        ),
      }));
      const placed = applyFieldErrors(error, form.setError, (id) => (fileIds.has(id) ? null : id), {
        shouldFocus: true,
      });
      if (!placed && !Object.keys(fileFieldErrors).some((id) => fileIds.has(id))) {
        const message = errorMessage(error);
        setFormError(message);
        void showToast('error', message);
      }
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        checkFiles();
        void form.handleSubmit(send)(event);
      }}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow"
    >
      {definition.transaction && <TransactionDetails transaction={definition.transaction} />}
      {definition.fields.map((field) =>
        field.type === 'file' ? (
          <FileDrop
            key={field.id}
            label={field.label[language]}
            required={field.required}
            accept={fileKindsOf(field).map((kind) => FILE_TYPES[kind])}
            hint={t('fill.dropHint', { kinds: fileKindsOf(field).join(', ').toUpperCase() })}
            check={(file) => formFileProblem(fileKindsOf(field), file)}
            file={files[field.id] ?? null}
            error={fileErrors[field.id] || undefined}
            onChange={(file, problem) => {
              setFiles(({ [field.id]: _old, ...rest }) => (file ? { ...rest, [field.id]: file } : rest));
              setFileErrors((current) => ({ ...current, [field.id]: problem ?? '' }));
            }}
          />
        ) : (
          <FormFieldInput
            key={field.id}
            field={field}
            register={form.register}
            error={form.formState.errors[field.id]}
          />
        ),
      )}
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <label htmlFor="upload-progress" className="text-sm text-slate-700">
            {t('fill.uploading')}
          </label>
          <progress id="upload-progress" max={100} value={progress} className="w-full" />
        </div>
      )}
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <div>
        <Button type="submit" busy={progress !== null}>
          {t('fill.submit')}
        </Button>
      </div>
    </Form>
  );
}
