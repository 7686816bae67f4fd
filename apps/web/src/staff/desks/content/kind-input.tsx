import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../shared/select-field';
import { ImageField } from './image-field';
import type { ContentForm } from './form-values';
import type { KindField } from './kinds/kind';

/** One field of a kind's editor, by its input type; every input labelled, errors beside it. */
export function KindInput({ field, form }: { field: KindField; form: ContentForm }) {
  const { t } = useTranslation('staff');
  const error = form.formState.errors[field.name]?.message as string | undefined;
  const registered = form.register(field.name);
  const label = t(field.label);
  switch (field.input) {
    case 'select':
      return (
        <SelectField
          label={label}
          options={field.options.map((value) => ({ value, label: t(`${field.labels}.${value}`) }))}
          {...registered}
        />
      );
    case 'checkbox':
      return (
        <label className="flex items-center gap-2 self-end">
          <input type="checkbox" {...registered} />
          {label}
        </label>
      );
    case 'image':
      return <ImageField field={field} form={form} />;
    case 'number':
      return <TextField label={label} inputMode="numeric" dir="ltr" error={error} {...registered} />;
    case 'date':
      return <TextField label={label} type="date" required={field.required} error={error} {...registered} />;
    default:
      return (
        <TextField
          label={label}
          dir={field.ltr ? 'ltr' : undefined}
          required={field.required}
          error={error}
          {...registered}
        />
      );
  }
}
