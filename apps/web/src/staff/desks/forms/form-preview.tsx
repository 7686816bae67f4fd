import { dirOf, FORM_FILE_KINDS, type FormFieldType, type Language } from '@waha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../components/ui/field';

/** The editor's values as they are being typed (not yet validated). */
export interface DraftDefinition {
  title?: Partial<Record<Language, string>>;
  fields?: {
    type?: FormFieldType;
    label?: Partial<Record<Language, string>>;
    required?: boolean;
    options?: { value?: string; label?: Partial<Record<Language, string>> }[];
    fileKinds?: readonly string[] | false;
  }[];
}

/**
 * The customer's view of a form in one language, redrawn as staff type: the title and each field
 * as the matching control with its label, required mark, choices and accepted files. Nothing in
 * it is sent; it sits outside the editor's registered fields.
 */
export function FormPreview({ draft, lang }: { draft: DraftDefinition; lang: Language }) {
  const { t } = useTranslation('staff');
  const empty = t('forms.previewEmpty');
  return (
    <article
      lang={lang}
      dir={dirOf(lang)}
      aria-label={`${t('forms.preview')} (${t(`posts.languages.${lang}`)})`}
      className="flex flex-col gap-3 rounded border border-dashed border-slate-300 bg-slate-50 p-3"
    >
      <h3 className="text-lg font-bold text-brand-dark">{draft.title?.[lang] || empty}</h3>
      {(draft.fields ?? []).map((field, index) => (
        <PreviewField
          key={index}
          label={field.label?.[lang] || empty}
          field={field}
          lang={lang}
          fileKinds={t('forms.previewFileKinds', {
            kinds: (field.fileKinds || FORM_FILE_KINDS).map((kind) => kind.toUpperCase()).join(', '),
          })}
        />
      ))}
    </article>
  );
}

function PreviewField({
  label,
  field,
  lang,
  fileKinds,
}: {
  label: string;
  field: NonNullable<DraftDefinition['fields']>[number];
  lang: Language;
  fileKinds: string;
}) {
  const id = useId();
  const mark = field.required ? (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  ) : null;
  if (field.type === 'checkbox')
    return (
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" />
        <span>
          {label}
          {mark}
        </span>
      </label>
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {mark}
      </label>
      {field.type === 'select' ? (
        <select id={id} className={inputClassName}>
          <option value="">—</option>
          {(field.options ?? []).map((option, index) => (
            <option key={index}>{option.label?.[lang] || option.value}</option>
          ))}
        </select>
      ) : field.type === 'file' ? (
        <>
          <input id={id} type="file" className="text-sm" />
          <p className="text-xs text-slate-600" dir="auto">
            {fileKinds}
          </p>
        </>
      ) : (
        <input
          id={id}
          className={inputClassName}
          inputMode={field.type === 'number' ? 'decimal' : field.type === 'date' ? 'numeric' : undefined}
          dir={field.type === 'number' || field.type === 'date' ? 'ltr' : undefined}
          lang={lang}
        />
      )}
    </div>
  );
}
