import { FORM_FIELD_TYPES, FORM_FILE_KINDS } from '@waha/shared';
import { get, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../shared/select-field';
import type { DefinitionDraft } from './definition-form';
import { LocalizedInputs } from './localized-inputs';

/**
 * One field of a definition: its code, type, label in three languages, whether it is required,
 * and the settings of its type (length, range, choices, accepted files).
 */
export function FieldEditor({
  form,
  index,
  count,
  onRemove,
  onMove,
}: {
  form: UseFormReturn<DefinitionDraft>;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation('staff');
  const { register, control } = form;
  const errors = form.formState.errors;
  const type = useWatch({ control, name: `fields.${index}.type` });
  const name = `fields.${index}` as const;
  const error = (path: string) =>
    (get(errors, `${name}.${path}`) as { message?: string } | undefined)?.message;
  const n = index + 1;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{t('forms.field', { n })}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('forms.fieldId')}
          dir="ltr"
          autoComplete="off"
          required
          error={error('id')}
          {...register(`${name}.id`)}
        />
        <SelectField
          label={t('forms.fieldType')}
          options={FORM_FIELD_TYPES.map((value) => ({ value, label: t(`forms.types.${value}`) }))}
          {...register(`${name}.type`)}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register(`${name}.required`)} />
          {t('forms.fieldRequired')}
        </label>
      </div>
      <LocalizedInputs
        name={`${name}.label`}
        label={t('forms.fieldLabel')}
        register={register}
        errors={errors}
      />
      {type === 'text' && (
        <TextField
          label={t('forms.maxLength')}
          inputMode="numeric"
          dir="ltr"
          className="flex max-w-xs flex-col gap-1"
          error={error('maxLength')}
          {...register(`${name}.maxLength`)}
        />
      )}
      {type === 'number' && (
        <div className="grid max-w-lg gap-3 sm:grid-cols-2">
          <TextField
            label={t('forms.min')}
            inputMode="decimal"
            dir="ltr"
            error={error('min')}
            {...register(`${name}.min`)}
          />
          <TextField
            label={t('forms.max')}
            inputMode="decimal"
            dir="ltr"
            error={error('max')}
            {...register(`${name}.max`)}
          />
        </div>
      )}
      {type === 'select' && <OptionsEditor form={form} index={index} />}
      {type === 'file' && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="text-sm font-medium">{t('forms.fileKinds')}</legend>
          {FORM_FILE_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm" dir="ltr">
              <input type="checkbox" value={kind} className="size-4" {...register(`${name}.fileKinds`)} />
              {kind.toUpperCase()}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('forms.moveUp', { n })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('forms.moveDown', { n })}
        >
          ↓
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {t('forms.removeField', { n })}
        </Button>
      </div>
    </fieldset>
  );
}

function OptionsEditor({ form, index }: { form: UseFormReturn<DefinitionDraft>; index: number }) {
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
