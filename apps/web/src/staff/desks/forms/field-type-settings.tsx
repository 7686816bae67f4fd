import { FORM_FILE_KINDS } from '@waha/shared';
import { get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { DefinitionDraft } from './definition-form';
import { OptionsEditor } from './options-editor';

/** The settings of a field's type: a text's length, a number's range, a list's choices, files' kinds. */
export function FieldTypeSettings({
  form,
  index,
  type,
}: {
  form: UseFormReturn<DefinitionDraft>;
  index: number;
  type: string | undefined;
}) {
  const { t } = useTranslation('staff');
  const { register } = form;
  const name = `fields.${index}` as const;
  const error = (path: string) =>
    (get(form.formState.errors, `${name}.${path}`) as { message?: string } | undefined)?.message;
  return (
    <>
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
    </>
  );
}

/** Move a field up or down the form, or remove it. */
export function FieldMoveButtons(props: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { index, count, onMove, onRemove } = props;
  const { t } = useTranslation('staff');
  const n = index + 1;
  return (
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
  );
}
