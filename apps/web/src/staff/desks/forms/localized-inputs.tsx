import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { dirOf, LANGUAGES } from '@waha/shared';

/**
 * One label in the three languages (`<name>.ar`, `.en`, `.ur`), each typed in its own direction
 * and labelled "<label> (<language>)".
 */
export function LocalizedInputs<T extends FieldValues>({
  name,
  label,
  register,
  errors,
}: {
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {LANGUAGES.map((lang) => {
        const path = `${name}.${lang}` as Path<T>;
        return (
          <TextField
            key={lang}
            lang={lang}
            dir={dirOf(lang)}
            label={`${label} (${t(`posts.languages.${lang}`)})`}
            required
            error={(get(errors, path) as { message?: string } | undefined)?.message}
            {...register(path)}
          />
        );
      })}
    </div>
  );
}
