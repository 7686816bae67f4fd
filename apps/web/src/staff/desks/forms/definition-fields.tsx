import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { blankField, type DefinitionDraft } from './definition-form';
import { FieldEditor } from './field-editor';

/** The form's fields in order: each one's editor, the list's own error, and a new field. */
export function DefinitionFields({ form }: { form: UseFormReturn<DefinitionDraft> }) {
  const { t } = useTranslation('staff');
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const errors = form.formState.errors;
  const fieldsError = errors.fields?.message ?? errors.fields?.root?.message;
  return (
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
  );
}
