import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

function ErrorText({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {t(error, { defaultValue: error })}
    </p>
  );
}

/** A single checkbox with its label beside it (declarations); spreads register(). */
export function CheckboxField({
  label,
  error,
  ref,
  ...input
}: InputProps & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

/**
 * A group of radios or checkboxes under a legend. Every input spreads the same register()
 * result: react-hook-form gives a value for radios and an array for checkboxes.
 */
export function ChoiceGroup({
  legend,
  type,
  options,
  error,
  hint,
  registration,
}: {
  legend: ReactNode;
  type: 'radio' | 'checkbox';
  options: ChoiceOption[];
  error?: string;
  hint?: ReactNode;
  registration: InputProps;
}) {
  const id = useId();
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={described}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type={type} value={option.value} className="size-5 accent-brand" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
