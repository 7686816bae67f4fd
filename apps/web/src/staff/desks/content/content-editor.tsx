import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../shared/editor-frame';
import { LanguageColumns } from '../shared/language-columns';
import { useDeskSubmit } from '../shared/use-desk-submit';
import { contentKey } from './api/content-list';
import { saveContent } from './api/save-content';
import { ContentFields } from './content-fields';
import { ContentPreview } from './content-preview';
import { formValues } from './form-values';
import type { ContentItem, ContentKind } from './kinds/kind';

/**
 * A content record's editor, from its kind: the language fields side by side (Arabic and Urdu
 * right to left), the other fields, and a preview where the kind has one. The kind's edit schema
 * checks the form before it is sent and the server's field messages land next to their fields.
 */
export function ContentEditor({
  kind,
  item,
  onDone,
}: {
  kind: ContentKind;
  item: ContentItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<Record<string, unknown>, unknown, unknown>({
    resolver: zodResolver(kind.edit),
    defaultValues: formValues(kind, item),
  });
  const { submit, failure } = useDeskSubmit(
    form,
    contentKey(kind.area),
    (body) => saveContent(kind, item?.id, body),
    onDone,
  );
  const { preview } = kind;
  return (
    <EditorFrame
      label={t(`${kind.section}.${item ? 'edit' : 'new'}`)}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
      renderPreview={
        preview && ((lang) => <ContentPreview preview={preview} control={form.control} lang={lang} />)
      }
    >
      {kind.languageFields && (
        <LanguageColumns
          fields={kind.languageFields}
          register={form.register}
          errors={form.formState.errors}
        />
      )}
      <ContentFields kind={kind} form={form} />
    </EditorFrame>
  );
}
