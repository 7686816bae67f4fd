import type { FormDefinitionEdit, StaffFormDefinition } from '@waha/shared';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { createDefinition, updateDefinition } from './api/definitions';
import { EditorFrame } from '../shared/editor-frame';
import { useDeskSubmit } from '../shared/use-desk-submit';
import { blankField, definitionResolver, draftOf, type DefinitionDraft } from './definition-form';
import { FieldEditor } from './field-editor';
import { FormPreview } from './form-preview';
import { LocalizedInputs } from './localized-inputs';

/**
 * Define or change a form: its code, titles and fields, checked by the shared schema; the preview
 * shows the customer's view in the three languages as staff type.
 */
export function DefinitionEditor({
  definition,
  listKey,
  onDone,
}: {
  definition: StaffFormDefinition | null;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<DefinitionDraft>({
    resolver: definitionResolver(!definition),
    defaultValues: draftOf(definition),
  });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const draft = useWatch({ control: form.control }) as DefinitionDraft;
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    (body) => {
      const { id, ...edit } = body as unknown as FormDefinitionEdit & { id?: string };
      return definition ? updateDefinition(definition.id, edit) : createDefinition({ id: id ?? '', ...edit });
    },
    onDone,
  );
  const fieldsError = errors.fields?.message ?? errors.fields?.root?.message;
  return (
    <EditorFrame
      label={definition ? t('forms.editTitle', { id: definition.id }) : t('forms.newTitle')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
      renderPreview={(lang) => <FormPreview draft={draft} lang={lang} />}
    >
      <h2 className="text-xl font-bold">
        {definition ? t('forms.editTitle', { id: definition.id }) : t('forms.newTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('forms.id')}
          hint={t('forms.idHint')}
          dir="ltr"
          autoComplete="off"
          required
          readOnly={Boolean(definition)}
          error={errors.id?.message}
          {...form.register('id')}
        />
        <label className="flex items-center gap-2 self-center text-sm font-medium">
          <input type="checkbox" className="size-4" {...form.register('active')} />
          {t('forms.active')}
        </label>
      </div>
      <LocalizedInputs name="title" label={t('forms.formTitle')} register={form.register} errors={errors} />
      <section aria-label={t('forms.fields')} className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('forms.fields')}</h3>
        {fields.fields.map((field, index) => (
          <FieldEditor
            key={field.id}
            form={form}
            index={index}
            count={fields.fields.length}
            onRemove={() => fields.remove(index)}
            onMove={(to) => fields.move(index, to)}
          />
        ))}
        {fieldsError && (
          <p role="alert" className="text-sm text-red-700">
            {t(fieldsError)}
          </p>
        )}
        <Button variant="secondary" className="self-start" onClick={() => fields.append(blankField())}>
          {t('forms.addField')}
        </Button>
      </section>
    </EditorFrame>
  );
}
