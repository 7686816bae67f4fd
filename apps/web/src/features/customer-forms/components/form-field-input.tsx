import type { FormField } from '@waha/shared';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';

type Answers = Record<string, string | boolean>;

/** One non-file field of a form definition, drawn as the matching labelled control. */
export function FormFieldInput({
  field,
  register,
  error,
}: {
  field: FormField;
  register: UseFormRegister<Answers>;
  error?: FieldError;
}) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const label = field.label[language];
  const common = { label, required: field.required, error: error?.message };
  switch (field.type) {
    case 'text':
      return <TextField {...common} maxLength={field.maxLength} {...register(field.id)} />;
    case 'number':
      return (
        <TextField {...common} inputMode="decimal" dir="ltr" autoComplete="off" {...register(field.id)} />
      );
    case 'date':
      return <DateField {...common} picker {...register(field.id)} />;
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={t('fill.choose')}
          options={(field.options ?? []).map((option) => ({
            value: option.value,
            label: option.label[language],
          }))}
          {...register(field.id)}
        />
      );
    case 'checkbox':
      return (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1 size-4"
              aria-invalid={Boolean(error)}
              aria-required={field.required}
              {...register(field.id)}
            />
            <span>
              {label}
              {field.required && (
                <span aria-hidden="true" className="ms-0.5 text-red-700">
                  *
                </span>
              )}
            </span>
          </label>
          {error?.message && <CheckboxError message={error.message} />}
        </div>
      );
    default:
      return null;
  }
}

function CheckboxError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm text-red-700">
      {t(message, { defaultValue: message })}
    </p>
  );
}
