import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { ImageUpload } from '../shared/image-upload';
import type { ContentForm } from './form-values';
import type { KindField } from './kinds/kind';

/**
 * An image's address beside its upload: staff may type a shipped image's or a video's address, or
 * upload a file, whose re-encoded address then fills the field.
 */
export function ImageField({
  field,
  form,
}: {
  field: Extract<KindField, { input: 'image' }>;
  form: ContentForm;
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <TextField
        label={t(field.label)}
        dir="ltr"
        required
        error={form.formState.errors[field.name]?.message as string | undefined}
        {...form.register(field.name)}
      />
      <ImageUpload
        label={t(field.upload)}
        onUploaded={(result) => form.setValue(field.name, result.url, { shouldValidate: true })}
      />
    </div>
  );
}
