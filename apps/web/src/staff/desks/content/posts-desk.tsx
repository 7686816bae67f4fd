import { zodResolver } from '@hookform/resolvers/zod';
import { PostEditSchema, riyadhDate, StaffPostSchema, type PostEdit, type StaffPost } from '@waha/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { DeskHeader, useDeskList } from '../shared/desk-list';
import { DeskTable } from '../shared/desk-table';
import { ImageUpload } from '../shared/image-upload';
import { EditorFrame, saveContent } from '../shared/editor-frame';
import { LanguageColumns } from '../shared/language-columns';
import { useDeskSubmit } from '../shared/use-desk-submit';

const FIELDS = [
  { name: 'title', label: 'posts.titleField' },
  { name: 'body', label: 'posts.body', rows: 5 },
] as const;

const today = () => riyadhDate();
const blank = (): PostEdit => ({
  title_ar: '',
  title_en: '',
  title_ur: '',
  body_ar: '',
  body_en: '',
  body_ur: '',
  img: '',
  date: today(),
  validFrom: '',
  validUntil: '',
});
const fromPost = (p: StaffPost): PostEdit => ({
  ...p,
  validFrom: p.validFrom ?? '',
  validUntil: p.validUntil ?? '',
});

/** The content desk's news posts: list, edit in three languages side by side, preview, publish. */
export function PostsDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const desk = useDeskList('posts', StaffPostSchema, '-date');
  const { key } = desk;
  const [editing, setEditing] = useState<StaffPost | 'new' | null>(null);
  return (
    <section aria-labelledby="posts-title" className="flex flex-col gap-4">
      <DeskHeader
        id="posts-title"
        title={t('posts.title')}
        newLabel={t('posts.new')}
        onNew={() => setEditing('new')}
      />
      {editing && (
        <PostEditor
          key={editing === 'new' ? 'new' : editing.id}
          post={editing === 'new' ? null : editing}
          listKey={key}
          onDone={() => setEditing(null)}
        />
      )}
      <DeskTable
        caption={t('posts.title')}
        desk={desk}
        editLabel={t('posts.edit')}
        onEdit={setEditing}
        publishable
        columns={[
          { id: 'title', header: t('posts.titleField'), cell: (p) => p[`title_${language}`] },
          { id: 'date', header: t('posts.date'), sortField: 'date', dir: 'ltr', cell: (p) => p.date },
        ]}
      />
    </section>
  );
}

function PostEditor({
  post,
  listKey,
  onDone,
}: {
  post: StaffPost | null;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<PostEdit, unknown, z.output<typeof PostEditSchema>>({
    resolver: zodResolver(PostEditSchema),
    defaultValues: post ? fromPost(post) : blank(),
  });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as PostEdit;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    (body) => saveContent(StaffPostSchema, 'posts', post?.id, body),
    onDone,
  );

  return (
    <EditorFrame
      label={post ? t('posts.edit') : t('posts.new')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
      renderPreview={(lang) => (
        <article
          lang={lang}
          dir={lang === 'en' ? 'ltr' : 'rtl'}
          className="rounded border border-slate-200 p-3"
        >
          {values.img.startsWith('/') && (
            <img src={values.img} alt="" className="mb-2 aspect-video w-full rounded object-cover" />
          )}
          <h3 className="font-bold">{values[`title_${lang}`]}</h3>
          <p className="whitespace-pre-wrap text-sm">{values[`body_${lang}`]}</p>
        </article>
      )}
    >
      <LanguageColumns fields={FIELDS} register={form.register} errors={errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('posts.image')}
          dir="ltr"
          required
          error={errors.img?.message}
          {...form.register('img')}
        />
        <ImageUpload
          label={t('posts.upload')}
          onUploaded={(result) => form.setValue('img', result.url, { shouldValidate: true })}
        />
        <TextField
          label={t('posts.date')}
          type="date"
          required
          error={errors.date?.message}
          {...form.register('date')}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t('posts.validFrom')}
            type="date"
            error={errors.validFrom?.message}
            {...form.register('validFrom')}
          />
          <TextField
            label={t('posts.validUntil')}
            type="date"
            error={errors.validUntil?.message}
            {...form.register('validUntil')}
          />
        </div>
      </div>
    </EditorFrame>
  );
}
