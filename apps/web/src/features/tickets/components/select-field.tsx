import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, inputClassName } from '../../../components/ui/field';

/** A labelled native select (spreads register()); the first option asks the visitor to choose. */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <Field label={label} error={error} required={select.required}>
      {(control) => (
        <select ref={ref} className={inputClassName} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
