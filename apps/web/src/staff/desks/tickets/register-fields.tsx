import {
  BRANCH_IDS,
  LANGUAGES,
  STAFF_CHANNELS,
  TICKET_CATEGORIES,
  TICKET_REQUEST_TYPES,
  type ComplaintRegister,
  type ComplaintRegisterInput,
} from '@waha/shared';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../components/ui/field';
import { DigitsField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { SelectField } from '../shared/select-field';

type RegisterForm = UseFormReturn<ComplaintRegisterInput, unknown, ComplaintRegister>;

/** The register form's fields: the /support form's, plus the customer's language and the channel. */
export function RegisterFields({ form }: { form: RegisterForm }) {
  const { t } = useTranslation(['staff', 'complaints', 'calculator']);
  const { t: tt } = useTranslation(['staff', 'tickets']);
  const { register, watch } = form;
  const error = (name: keyof ComplaintRegisterInput) => form.formState.errors[name]?.message;
  const text = (name: keyof ComplaintRegisterInput, extra: { dir?: 'auto'; type?: string } = {}) => ({
    label: t(`complaints.register.${name}`),
    error: error(name),
    ...register(name),
    ...extra,
  });
  const options = (values: readonly string[], key: (v: string) => string) =>
    values.map((value) => ({ value, label: key(value) }));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('complaints:channel')}
        {...register('channel')}
        options={options(STAFF_CHANNELS, (v) => t(`complaints:channels.${v}`))}
      />
      {watch('channel') === 'samacares' && (
        <TextField
          {...text('samacaresReference')}
          label={t('complaints:samacaresReference')}
          dir="ltr"
          required
        />
      )}
      {watch('channel') === 'branch' && (
        <Field label={t('complaints.register.branch')} error={error('branchId')} required>
          {(control) => (
            <select {...control} {...register('branchId')} className={inputClassName}>
              <option value="">{t('complaints.register.choose')}</option>
              {BRANCH_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`branch.names.${id}`, { ns: 'calculator' })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <DigitsField {...text('nationalId')} required />
      <TextField {...text('name', { dir: 'auto' })} required />
      <DigitsField {...text('phone')} type="tel" required />
      <TextField {...text('email')} type="email" dir="ltr" />
      <SelectField
        label={t('complaints.register.language')}
        {...register('language')}
        options={options(LANGUAGES, (v) => tt(`tickets.languages.${v}`))}
      />
      <SelectField
        label={t('complaints.register.category')}
        {...register('category')}
        options={options(TICKET_CATEGORIES, (v) => tt(`tickets:support.categories.${v}`))}
      />
      <SelectField
        label={t('complaints.register.requestType')}
        {...register('requestType')}
        options={options(TICKET_REQUEST_TYPES, (v) => tt(`tickets:support.requestTypes.${v}`))}
      />
      <DigitsField {...text('transactionNumber')} />
      <TextAreaField {...text('description', { dir: 'auto' })} rows={4} className="sm:col-span-2" required />
    </div>
  );
}
