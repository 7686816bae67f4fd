import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, inputClassName } from './field';

export interface SelectOption {
  value: string;
  label: string;
  /** `auto` for a choice that is data (a person's name), not interface wording. */
  dir?: 'auto' | 'ltr';
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  /** A catalog key (zod messages are keys) or an already translated text from the API. */
  error?: string;
  hint?: ReactNode;
  /** The first, empty option that asks to choose; left out when every option is a real choice. */
  placeholder?: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native select (keyboard and screen-reader friendly without extra code); spreads
 * react-hook-form's `register()` result. `className` styles the select itself; `required` is
 * announced (aria-required) and marked, and checked by the schema, as for TextField.
 */
export function SelectField({
  label,
  error,
  hint,
  placeholder,
  options,
  className = inputClassName,
  required,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select ref={ref} className={className} {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} dir={option.dir}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
