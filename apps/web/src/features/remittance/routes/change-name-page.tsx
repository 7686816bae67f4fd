import type { ChangeNameFormSchema } from '@waha/shared';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../components/form-controls';
import { ReferenceFields } from '../components/reference-fields';
import { RequestFlow, RequestReceipt } from '../components/request-flow';
import { ServicePage } from '../components/service-page';

const resolver = lazyResolver(async () => (await import('../model/remittance-resolvers')).changeNameResolver);

export function ChangeNamePage() {
  const { t } = useTranslation('remittance');
  const form = useForm({
    resolver,
    defaultValues: {
      reference: '',
      nationalId: '',
      currentBeneficiaryName: '',
      newBeneficiaryName: '',
      beneficiaryNationality: '',
      beneficiaryMobile: '',
      beneficiaryBirthDate: '',
      beneficiaryBirthPlace: '',
      declaration: false as unknown as true,
    },
  });
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <ServicePage title={t('changeName.title')} intro={t('changeName.intro')}>
      <RequestFlow
        service="change-name"
        form={form}
        renderResult={(result) => <RequestReceipt result={result} />}
      >
        <ReferenceFields
          reference={register('reference')}
          nationalId={register('nationalId')}
          errors={errors}
        />
        <TextField
          label={t('changeName.currentName')}
          required
          error={errors.currentBeneficiaryName?.message}
          {...register('currentBeneficiaryName')}
        />
        <TextField
          label={t('changeName.newName')}
          hint={t('changeName.newNameHint')}
          required
          error={errors.newBeneficiaryName?.message}
          {...register('newBeneficiaryName')}
        />
        <BeneficiaryFields register={register} errors={errors} />
        <CheckboxField
          label={t('changeName.declaration')}
          error={errors.declaration?.message}
          {...register('declaration')}
        />
      </RequestFlow>
    </ServicePage>
  );
}

type ChangeNameInput = z.input<typeof ChangeNameFormSchema>;

/** Who the beneficiary is, besides the name: nationality, mobile, date and place of birth. */
function BeneficiaryFields({
  register,
  errors,
}: {
  register: UseFormRegister<ChangeNameInput>;
  errors: FieldErrors<ChangeNameInput>;
}) {
  const { t } = useTranslation('remittance');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('changeName.nationality')}
        required
        error={errors.beneficiaryNationality?.message}
        {...register('beneficiaryNationality')}
      />
      <TextField
        label={t('changeName.mobile')}
        type="tel"
        dir="ltr"
        inputMode="tel"
        required
        error={errors.beneficiaryMobile?.message}
        {...register('beneficiaryMobile')}
      />
      <DateField
        label={t('changeName.birthDate')}
        required
        error={errors.beneficiaryBirthDate?.message}
        {...register('beneficiaryBirthDate')}
      />
      <TextField
        label={t('changeName.birthPlace')}
        required
        error={errors.beneficiaryBirthPlace?.message}
        {...register('beneficiaryBirthPlace')}
      />
    </div>
  );
}
