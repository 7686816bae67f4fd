import { FORM_FIELD_TYPES } from '@waha/shared';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../shared/select-field';
import type { DefinitionDraft } from './definition-form';
import { FieldMoveButtons, FieldTypeSettings } from './field-type-settings';
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
      <FieldTypeSettings form={form} index={index} type={type} />
      <FieldMoveButtons index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </fieldset>
  );
}
