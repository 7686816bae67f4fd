import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { DefinitionDraft } from './definition-form';
import { LocalizedInputs } from './localized-inputs';

/** A list field's choices: each a value and its label in three languages. */
export function OptionsEditor({ form, index }: { form: UseFormReturn<DefinitionDraft>; index: number }) {
  const { t } = useTranslation('staff');
  const name = `fields.${index}.options` as const;
  const options = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors;
  const listError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">{t('forms.options')}</legend>
      {options.fields.map((option, o) => (
        <div key={option.id} className="flex flex-col gap-2 border-s-4 border-slate-200 ps-3">
          <TextField
            label={`${t('forms.optionValue')} (${t('forms.option', { n: o + 1 })})`}
            dir="ltr"
            autoComplete="off"
            required
            className="flex max-w-xs flex-col gap-1"
            error={(get(errors, `${name}.${o}.value`) as { message?: string } | undefined)?.message}
            {...form.register(`${name}.${o}.value`)}
          />
          <LocalizedInputs
            name={`${name}.${o}.label`}
            label={t('forms.option', { n: o + 1 })}
            register={form.register}
            errors={errors}
          />
          <Button variant="ghost" className="self-start" onClick={() => options.remove(o)}>
            {t('forms.removeOption', { n: o + 1 })}
          </Button>
        </div>
      ))}
      {(listError?.message ?? listError?.root?.message) && (
        <p role="alert" className="text-sm text-red-700">
          {t(listError.message ?? listError.root?.message ?? '')}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => options.append({ value: '', label: { ar: '', en: '', ur: '' } })}
      >
        {t('forms.addOption')}
      </Button>
    </fieldset>
  );
}
