import { dirOf, LANGUAGES } from '@waha/shared';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/text-field';

export interface LanguageField {
  /** The form field is `${name}_${language}`. */
  name: string;
  /** A staff catalog key. */
  label: string;
  rows?: number;
  required?: boolean;
}

/**
 * The three languages side by side, each in its own fieldset written in its own direction (Arabic
 * and Urdu right to left), every field labelled "<field> (<language>)".
 */
export function LanguageColumns<T extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: readonly LanguageField[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {LANGUAGES.map((lang) => (
        <fieldset
          key={lang}
          lang={lang}
          dir={dirOf(lang)}
          className="flex min-w-0 flex-col gap-3 rounded border border-slate-200 p-3"
        >
          <legend className="px-1 font-semibold">{t(`posts.languages.${lang}`)}</legend>
          {fields.map((field) => {
            const name = `${field.name}_${lang}` as Path<T>;
            const props = {
              label: `${t(field.label)} (${t(`posts.languages.${lang}`)})`,
              required: field.required ?? true,
              error: errors[name]?.message as string | undefined,
              ...register(name),
            };
            return field.rows ? (
              <TextAreaField key={name} rows={field.rows} {...props} />
            ) : (
              <TextField key={name} {...props} />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
