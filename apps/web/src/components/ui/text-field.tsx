import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, inputClassName } from './field';

interface Common {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export type TextFieldProps = Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled input; spreads react-hook-form's `register()` result. */
export function TextField({ label, error, hint, className, required, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input ref={ref} className={inputClassName} {...control} {...input} />}
    </Field>
  );
}

export type TextAreaFieldProps = Common &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  error,
  hint,
  className,
  required,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea ref={ref} rows={4} className={inputClassName} {...control} {...textarea} />}
    </Field>
  );
}

/**
 * An identifier typed as digits (national ID, transfer or transaction number): the numeric keypad,
 * no autofill, and left to right in every language so the digits read in order.
 */
export function DigitsField(props: TextFieldProps) {
  return <TextField inputMode="numeric" autoComplete="off" dir="ltr" {...props} />;
}
