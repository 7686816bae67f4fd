import { zodResolver } from '@hookform/resolvers/zod';
import { PageEditSchema, textToSections, type PageEdit, type StaffPage } from '@waha/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../../../lib/use-language';
import { PAGES_KEY, putPage, usePages } from './api/pages';
import { DeskHeader, DeskRow } from '../shared/desk-list';
import { EditorFrame } from '../shared/editor-frame';
import { LanguageColumns } from '../shared/language-columns';
import { useDeskSubmit } from '../shared/use-desk-submit';

const FIELDS = [
  { name: 'title', label: 'pages.titleField' },
  { name: 'text', label: 'pages.text', rows: 14 },
] as const;

/** The content desk's page texts: each informational page in three languages, preview, publish. */
export function PagesDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const list = usePages();
  const [editing, setEditing] = useState<StaffPage | null>(null);
  return (
    <section aria-labelledby="pages-title" className="flex flex-col gap-4">
      <DeskHeader id="pages-title" title={t('pages.title')} />
      {editing && <PageEditor key={editing.slug} page={editing} onDone={() => setEditing(null)} />}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((p) => (
          <DeskRow
            key={p.slug}
            label={p[`title_${language}`]}
            meta={<bdi dir="ltr">/{p.slug}</bdi>}
            editLabel={t('pages.edit')}
            onEdit={() => setEditing(p)}
          />
        ))}
      </ul>
    </section>
  );
}

function PageEditor({ page, onDone }: { page: StaffPage; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const form = useForm<PageEdit, unknown, z.output<typeof PageEditSchema>>({
    resolver: zodResolver(PageEditSchema),
    defaultValues: page,
  });
  const values = useWatch({ control: form.control }) as PageEdit;
  const { submit, failure } = useDeskSubmit(form, PAGES_KEY, (body) => putPage(page.slug, body), onDone);
  return (
    <EditorFrame
      label={t('pages.edit')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
      saveLabel={t('posts.publish')}
      renderPreview={(lang) => (
        <article lang={lang} dir={lang === 'en' ? 'ltr' : 'rtl'} className="rounded border p-3">
          <h3 className="mb-2 text-lg font-bold">{values[`title_${lang}`]}</h3>
          {textToSections(values[`text_${lang}`] ?? '').map((section, i) => (
            <div key={i} className="mb-3">
              {section.heading && <h4 className="font-semibold">{section.heading}</h4>}
              {section.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              {section.bullets.length > 0 && (
                <ul className="list-disc ps-5">
                  {section.bullets.map((b, j) => (
                    <li key={j}>{b}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </article>
      )}
    >
      <p className="text-sm text-slate-700">{t('pages.hint')}</p>
      <LanguageColumns fields={FIELDS} register={form.register} errors={form.formState.errors} />
    </EditorFrame>
  );
}
