import type { InvoiceRequest } from '@waha/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { DigitsField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { showToast } from '../../../lib/toasts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDownloadInvoice } from '../api/download-invoice';
import { Form } from '../../../components/ui/form';

/**
 * The shared schema checks the form, but zod loads only when the form is first checked (on
 * submit): the page's first load stays without it (ADR 0904).
 */
const resolver: Resolver<InvoiceRequest> = async (...args) =>
  (await import('../model/invoice-resolver')).invoiceResolver(...args);

/** /vat: the simplified tax invoice of a transaction, generated on request (PRODUCT.md section 7). */
export function VatPage() {
  const { t } = useTranslation('vat');
  useDocumentTitle(t('title'));
  const errorMessage = useErrorMessage();
  const download = useDownloadInvoice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { nationalId: '', transactionNumber: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const file = await download.mutateAsync(values);
      void showToast('success', t('downloaded', { file }));
    } catch (error) {
      const placed = applyFieldErrors(error, setError, (field) =>
        field === 'nationalId' || field === 'transactionNumber' ? field : null,
      );
      // Field errors stay beside their fields; any other outcome is also announced in a toast.
      if (!placed) {
        const processing = error instanceof ApiError && error.code === 'vat_processing';
        void showToast(processing ? 'info' : 'error', errorMessage(error));
      }
    }
  });

  const showError =
    download.isError && !(download.error instanceof ApiError && download.error.code === 'validation_failed');
  const isProcessing = download.error instanceof ApiError && download.error.code === 'vat_processing';

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('intro')}</p>
      <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow">
        <DigitsField
          label={t('nationalId')}
          required
          error={errors.nationalId?.message}
          {...register('nationalId')}
        />
        <DigitsField
          label={t('transactionNumber')}
          hint={t('transactionHint')}
          required
          error={errors.transactionNumber?.message}
          {...register('transactionNumber')}
        />
        {showError && (
          // "Still processing" is not a mistake of the customer's: a notice with when to retry.
          <FormAlert tone={isProcessing ? 'info' : 'error'}>{errorMessage(download.error)}</FormAlert>
        )}
        {download.isSuccess && (
          <FormAlert tone="success">{t('downloaded', { file: download.data })}</FormAlert>
        )}
        <p className="text-sm text-slate-600">{t('vatNote')}</p>
        <div>
          <Button type="submit" busy={download.isPending}>
            {t('submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
