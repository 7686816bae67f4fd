import type { JobApplicationInput } from '@waha/shared';
import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type FieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApplicationForm } from './form-context';

type ListName = ArrayPath<JobApplicationInput>;

/**
 * A repeatable part of the form (dependants, jobs, courses, languages, references): each row in
 * its own group with a numbered heading and a remove button, and an add button while below `max`.
 * The buttons' names say which row and which list they act on, for screen reader users.
 */
export function Rows<N extends ListName>({
  name,
  title,
  itemLabel,
  empty,
  max,
  children,
}: {
  name: N;
  /** The list's heading (e.g. "Dependants"). */
  title: string;
  /** One row's name with its number (e.g. "Dependant 2"). */
  itemLabel: (number: number) => string;
  empty: FieldArray<JobApplicationInput, N>;
  max: number;
  children: (index: number) => ReactNode;
}) {
  const { t } = useTranslation('careers');
  const { control } = useApplicationForm();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <div className="flex flex-col gap-3 md:col-span-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {fields.length === 0 && <p className="text-sm text-slate-600">{t('rows.none')}</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2">
          <legend className="px-1 font-semibold text-slate-800">{itemLabel(index + 1)}</legend>
          {children(index)}
          <div className="md:col-span-2">
            <button
              type="button"
              className="text-sm font-medium text-red-700 underline"
              onClick={() => remove(index)}
            >
              {t('rows.remove', { item: itemLabel(index + 1) })}
            </button>
          </div>
        </fieldset>
      ))}
      {fields.length < max && (
        <div>
          <button
            type="button"
            className="rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand"
            onClick={() => append(empty, { shouldFocus: true })}
          >
            {t('rows.add', { list: title })}
          </button>
        </div>
      )}
    </div>
  );
}
