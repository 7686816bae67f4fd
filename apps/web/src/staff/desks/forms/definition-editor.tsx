import type { FormDefinitionEdit, StaffFormDefinition } from '@waha/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { createDefinition, updateDefinition } from './api/definitions';
import { EditorFrame } from '../shared/editor-frame';
import { useDeskSubmit } from '../shared/use-desk-submit';
import { DefinitionFields } from './definition-fields';
import { definitionResolver, draftOf, type DefinitionDraft } from './definition-form';
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
      <DefinitionFields form={form} />
    </EditorFrame>
  );
}
