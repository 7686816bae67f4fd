import {
  TICKET_CATEGORIES,
  TICKET_REQUEST_TYPES,
  TRANSFER_REQUEST_TYPES,
  type TicketFormInput,
  type TicketRequestType,
} from '@waha/shared';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { DigitsField, TextAreaField, TextField } from '../../../components/ui/text-field';

export interface FieldsProps {
  register: UseFormRegister<TicketFormInput>;
  errors: FieldErrors<TicketFormInput>;
}

/** Who is asking: the same four facts as every customer lookup. */
export function ContactFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation('tickets');
  return (
    <>
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
    </>
  );
}

/** What the ticket is about; a transfer's request type makes its transaction number required. */
export function RequestFields({
  register,
  errors,
  control,
}: FieldsProps & { control: Control<TicketFormInput> }) {
  const { t } = useTranslation('tickets');
  const transferType = TRANSFER_REQUEST_TYPES.includes(
    useWatch({ control, name: 'requestType' }) as TicketRequestType,
  );
  const options = (kind: 'categories' | 'requestTypes', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`support.${kind}.${value}`) }));
  return (
    <>
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
    </>
  );
}
