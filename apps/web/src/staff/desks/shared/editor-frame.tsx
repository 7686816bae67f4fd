import { LANGUAGES, type Language } from '@waha/shared';
import { Fragment, useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { EditorActions } from './desk-list';
import { Form } from '../../../components/ui/form';

/**
 * The frame every content editor shares: the labelled form (the browser's own validation off, the
 * shared schema speaks), its fields, the failure alert, save / cancel, and with `renderPreview` a
 * preview button showing the record in the three languages side by side.
 */
export function EditorFrame({
  label,
  onSubmit,
  failure,
  busy,
  onCancel,
  saveLabel,
  renderPreview,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  saveLabel?: string;
  renderPreview?: (lang: Language) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const [preview, setPreview] = useState(false);
  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-col gap-4 rounded bg-white p-4 shadow"
    >
      {children}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <EditorActions
        busy={busy}
        onCancel={onCancel}
        saveLabel={saveLabel}
        preview={preview}
        onPreview={renderPreview && (() => setPreview(!preview))}
      />
      {preview && renderPreview && (
        <section aria-label={t('posts.preview')} className="grid gap-4 lg:grid-cols-3">
          {LANGUAGES.map((lang) => (
            <Fragment key={lang}>{renderPreview(lang)}</Fragment>
          ))}
        </section>
      )}
    </Form>
  );
}
