import { useId, type SelectHTMLAttributes, type Ref } from 'react';

/** A labelled native select (keyboard and screen-reader friendly without extra code). */
export function SelectField({
  label,
  options,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** `dir: 'auto'` for a choice that is data (a person's name), not interface wording. */
  options: readonly { value: string; label: string; dir?: 'auto' | 'ltr' }[];
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select ref={ref} id={id} className="rounded border border-slate-300 bg-white p-2" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} dir={option.dir}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
