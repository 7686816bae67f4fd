import {
  MAX_STATEMENT_BENEFICIARIES,
  MOVEMENT_TYPES,
  type RemittanceConfirmed,
  type StatementFormSchema,
} from '@waha/shared';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField, ChoiceGroup } from '../components/form-controls';
import { ReferenceFields } from '../components/reference-fields';
import { RequestFlow, RequestReceipt } from '../components/request-flow';
import { ServicePage } from '../components/service-page';

const resolver = lazyResolver(async () => (await import('../model/remittance-resolvers')).statementResolver);

export function StatementPage() {
  const { t } = useTranslation('remittance');
  const form = useForm({
    resolver,
    defaultValues: {
      reference: '',
      nationalId: '',
      periodFrom: '',
      periodTo: '',
      movementTypes: [],
      beneficiaries: [{ name: '' }],
      declaration: false as unknown as true,
    },
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <ServicePage title={t('statement.title')} intro={t('statement.intro')}>
      <RequestFlow
        service="statement"
        form={form}
        renderResult={(result) => <StatementReceipt result={result} />}
      >
        <ReferenceFields
          reference={register('reference')}
          nationalId={register('nationalId')}
          errors={errors}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            label={t('statement.periodFrom')}
            required
            error={errors.periodFrom?.message}
            {...register('periodFrom')}
          />
          <DateField
            label={t('statement.periodTo')}
            required
            error={errors.periodTo?.message}
            {...register('periodTo')}
          />
        </div>
        <ChoiceGroup
          legend={t('statement.movementTypes')}
          type="checkbox"
          options={MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`statement.types.${type}`) }))}
          error={errors.movementTypes?.message ?? errors.movementTypes?.root?.message}
          registration={register('movementTypes')}
        />
        <BeneficiaryNames control={control} register={register} errors={errors} />
        <CheckboxField
          label={t('statement.declaration')}
          error={errors.declaration?.message}
          {...register('declaration')}
        />
      </RequestFlow>
    </ServicePage>
  );
}

type StatementInput = z.input<typeof StatementFormSchema>;

/** The names of the transfers' beneficiaries, one field each, added and removed up to the limit. */
function BeneficiaryNames({
  control,
  register,
  errors,
}: {
  control: Control<StatementInput>;
  register: UseFormRegister<StatementInput>;
  errors: FieldErrors<StatementInput>;
}) {
  const { t } = useTranslation('remittance');
  const beneficiaries = useFieldArray({ control, name: 'beneficiaries' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('statement.beneficiaries')}</legend>
      {beneficiaries.fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            label={t('statement.beneficiaryName', { number: index + 1 })}
            required
            className="flex flex-1 flex-col gap-1"
            error={errors.beneficiaries?.[index]?.name?.message}
            {...register(`beneficiaries.${index}.name`)}
          />
          {beneficiaries.fields.length > 1 && (
            <Button variant="ghost" onClick={() => beneficiaries.remove(index)}>
              {t('statement.removeBeneficiary', { number: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      {(errors.beneficiaries?.message ?? errors.beneficiaries?.root?.message) && (
        <p role="alert" className="text-sm text-red-700">
          {t(errors.beneficiaries?.message ?? errors.beneficiaries?.root?.message ?? '', {
            ns: 'common',
          })}
        </p>
      )}
      {beneficiaries.fields.length < MAX_STATEMENT_BENEFICIARIES && (
        <div>
          <Button variant="secondary" onClick={() => beneficiaries.append({ name: '' })}>
            {t('statement.addBeneficiary')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The receipt, with the statement's download when the server made it at once. */
function StatementReceipt({ result }: { result: RemittanceConfirmed }) {
  const { t } = useTranslation('remittance');
  return (
    <RequestReceipt result={result}>
      {result.statementUrl && (
        <div className="flex flex-col gap-1">
          <a
            href={result.statementUrl}
            download
            className="inline-flex w-fit items-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('statement.download')}
          </a>
          <p className="text-xs text-slate-600">{t('statement.downloadNote')}</p>
        </div>
      )}
    </RequestReceipt>
  );
}
