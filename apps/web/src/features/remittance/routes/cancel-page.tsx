import { REFUND_METHODS, type CancelFormSchema } from '@waha/shared';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { CheckboxField, ChoiceGroup } from '../components/form-controls';
import { ReferenceFields } from '../components/reference-fields';
import { RequestFlow, RequestReceipt } from '../components/request-flow';
import { ServicePage } from '../components/service-page';

const resolver = lazyResolver(async () => (await import('../model/remittance-resolvers')).cancelResolver);

export function CancelPage() {
  const { t } = useTranslation('remittance');
  const form = useForm({
    resolver,
    defaultValues: {
      reference: '',
      nationalId: '',
      reason: '',
      refundMethod: undefined,
      accountHolderName: '',
      iban: '',
      ibanConfirm: '',
      bankName: '',
      declaration: false as unknown as true,
    },
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  const byBank = useWatch({ control, name: 'refundMethod' }) === 'bank_transfer';
  return (
    <ServicePage title={t('cancel.title')} intro={t('cancel.intro')}>
      <RequestFlow service="cancel" form={form} renderResult={(result) => <RequestReceipt result={result} />}>
        <ReferenceFields
          reference={register('reference')}
          nationalId={register('nationalId')}
          errors={errors}
        />
        <TextAreaField
          label={t('cancel.reason')}
          required
          error={errors.reason?.message}
          {...register('reason')}
        />
        <ChoiceGroup
          legend={t('cancel.refundMethod')}
          type="radio"
          options={REFUND_METHODS.map((method) => ({
            value: method,
            label: t(`cancel.refundMethods.${method}`),
          }))}
          hint={t('cancel.feesNote')}
          error={errors.refundMethod?.message}
          registration={register('refundMethod')}
        />
        {byBank && <BankRefundFields register={register} errors={errors} />}
        <CheckboxField
          label={t('cancel.declaration')}
          error={errors.declaration?.message}
          {...register('declaration')}
        />
      </RequestFlow>
    </ServicePage>
  );
}

type CancelInput = z.input<typeof CancelFormSchema>;

/** Where a refund by bank transfer goes: the account holder, the IBAN typed twice, the bank. */
function BankRefundFields({
  register,
  errors,
}: {
  register: UseFormRegister<CancelInput>;
  errors: FieldErrors<CancelInput>;
}) {
  const { t } = useTranslation('remittance');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('cancel.accountHolder')}
        hint={t('cancel.accountHolderHint')}
        required
        className="flex flex-col gap-1 sm:col-span-2"
        error={errors.accountHolderName?.message}
        {...register('accountHolderName')}
      />
      <TextField
        label={t('cancel.iban')}
        dir="ltr"
        autoComplete="off"
        required
        error={errors.iban?.message}
        {...register('iban')}
      />
      <TextField
        label={t('cancel.ibanConfirm')}
        dir="ltr"
        autoComplete="off"
        required
        onPaste={(e) => e.preventDefault()}
        error={errors.ibanConfirm?.message}
        {...register('ibanConfirm')}
      />
      <TextField
        label={t('cancel.bankName')}
        required
        className="flex flex-col gap-1 sm:col-span-2"
        error={errors.bankName?.message}
        {...register('bankName')}
      />
    </div>
  );
}
