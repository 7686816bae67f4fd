import type { JobApplicationInput } from '@waha/shared';
import { useId, type ReactNode } from 'react';
import { get, useFormState, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { DigitsField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useApplicationForm } from './form-context';

export type FieldName = FieldPath<JobApplicationInput>;

/**
 * The message (a catalog key or the API's text) on one field of the application. The field renders
 * again when its own error changes, not at every change of the form's state.
 */
export function useFieldError(name: FieldName): string | undefined {
  const { control } = useApplicationForm();
  const { errors } = useFormState({ control, name, exact: true });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A section of the form with its heading (SPEC.md "Job application sections"). */
export function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="render-when-near flex flex-col gap-4 rounded-2xl bg-white p-5 shadow md:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-brand">
        {title}
      </h2>
      {intro}
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

type Kind = 'text' | 'digits' | 'date' | 'email' | 'tel' | 'textarea' | 'decimal';

/** One typed answer, registered under its path and labelled from the careers catalog. */
export function Input({
  name,
  label,
  required = false,
  kind = 'text',
  hint,
  wide = false,
}: {
  name: FieldName;
  label: string;
  required?: boolean;
  kind?: Kind;
  hint?: string;
  wide?: boolean;
}) {
  const { register } = useApplicationForm();
  const error = useFieldError(name);
  const common = {
    label,
    required,
    hint,
    error,
    className: `flex flex-col gap-1 ${wide ? 'md:col-span-2' : ''}`,
    ...register(name),
  };
  if (kind === 'textarea') return <TextAreaField rows={3} {...common} />;
  if (kind === 'date') return <DateField {...common} />;
  if (kind === 'digits') return <DigitsField {...common} />;
  if (kind === 'decimal') return <TextField inputMode="decimal" dir="ltr" autoComplete="off" {...common} />;
  if (kind === 'email') return <TextField type="email" dir="ltr" autoComplete="email" {...common} />;
  if (kind === 'tel') return <TextField type="tel" inputMode="tel" dir="ltr" {...common} />;
  return <TextField dir="auto" {...common} />;
}

/** A choice among an enumeration, its options named by `careers:options.<group>.<value>`. */
export function Choice({
  name,
  label,
  group,
  values,
  required = false,
  translated = true,
}: {
  name: FieldName;
  label: string;
  group: string;
  values: readonly string[];
  required?: boolean;
  /** False for values that read the same in every language (blood groups). */
  translated?: boolean;
}) {
  const { t } = useTranslation('careers');
  const { register } = useApplicationForm();
  const error = useFieldError(name);
  return (
    <SelectField
      label={label}
      error={error}
      required={required}
      placeholder={t('form.choose')}
      options={values.map((value) => ({
        value,
        label: translated ? t(`options.${group}.${value}`) : value,
      }))}
      {...register(name)}
    />
  );
}

/** A yes/no question as two radio buttons in a fieldset (its legend is the question). */
export function YesNo({
  name,
  label,
  required = true,
}: {
  name: FieldName;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('careers');
  const { t: tCommon } = useTranslation();
  const { register } = useApplicationForm();
  const error = useFieldError(name);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 py-1">
        {(required ? (['yes', 'no'] as const) : (['yes', 'no', ''] as const)).map((value) => (
          <label key={value || 'none'} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={value}
              data-invalid={Boolean(error)}
              className="size-4 accent-brand"
              {...register(name)}
            />
            {t(`options.yesNo.${value || 'noAnswer'}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {tCommon(error, { defaultValue: error })}
        </p>
      )}
    </fieldset>
  );
}

/** A checkbox (a pledge, the consent): its label is the whole sentence. */
export function Check({
  name,
  label,
  required = true,
}: {
  name: FieldName;
  label: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { register } = useApplicationForm();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div className="flex flex-col gap-1 md:col-span-2">
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand"
          aria-invalid={Boolean(error)}
          aria-required={required}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
