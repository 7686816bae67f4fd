import { zodResolver } from '@hookform/resolvers/zod';
import {
  ImageUploadResultSchema,
  listOf,
  PostEditSchema,
  StaffPostSchema,
  type PostEdit,
  type StaffPost,
} from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { apiRequest, ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { useErrorMessage } from '../../lib/use-error-message';
import { staffCall } from '../api/staff-api';

const List = listOf(StaffPostSchema);
const LANGS = ['ar', 'en', 'ur'] as const;
const KEY = ['staff', 'posts'];

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
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
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffPost | 'new' | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: () => staffCall(List, '/content/posts') });
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      staffCall(StaffPostSchema, `/content/posts/${id}/publish`, { method: 'POST', body: { published } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <section aria-labelledby="posts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="posts-title" className="text-2xl font-bold text-brand-dark">
          {t('posts.title')}
        </h1>
        <Button onClick={() => setEditing('new')}>{t('posts.new')}</Button>
      </div>
      {editing && (
        <PostEditor
          key={editing === 'new' ? 'new' : editing.id}
          post={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 shadow-sm"
          >
            <span className="font-semibold">
              {p[`title_${LANGS.find((l) => l === document.documentElement.lang) ?? 'ar'}`]}
            </span>
            <span className="text-sm">
              {p.date} · {p.published ? t('posts.published') : t('posts.draft')}
            </span>
            <span className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing(p)}>
                {t('posts.edit')}
              </Button>
              <Button
                variant={p.published ? 'secondary' : 'primary'}
                busy={publish.isPending && publish.variables?.id === p.id}
                onClick={() => publish.mutate({ id: p.id, published: !p.published })}
              >
                {p.published ? t('posts.unpublish') : t('posts.publish')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostEditor({ post, onDone }: { post: StaffPost | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [preview, setPreview] = useState(false);
  const form = useForm<PostEdit, unknown, z.output<typeof PostEditSchema>>({
    resolver: zodResolver(PostEditSchema),
    defaultValues: post ? fromPost(post) : blank(),
  });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as PostEdit;

  const upload = async (file: File) => {
    setUploadError(undefined);
    const body = new FormData();
    body.append('file', file);
    try {
      const { data } = await apiRequest<unknown>('/staff/content/images', { method: 'POST', body });
      form.setValue('img', ImageUploadResultSchema.parse(data).url, { shouldValidate: true });
    } catch (error) {
      setUploadError(
        error instanceof ApiError ? (error.fieldErrors.file?.[0] ?? error.message) : errorMessage(error),
      );
    }
  };
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (post) await staffCall(StaffPostSchema, `/content/posts/${post.id}`, { method: 'PUT', body });
      else await staffCall(StaffPostSchema, '/content/posts', { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: KEY });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyFieldErrors(error, form.setError, (field) => field as Path<PostEdit>);
      } else setFailure(errorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={post ? t('posts.edit') : t('posts.new')}
      className="flex flex-col gap-4 rounded bg-white p-4 shadow"
    >
      <div className="grid gap-4 lg:grid-cols-3">
        {LANGS.map((lang) => (
          <fieldset
            key={lang}
            lang={lang}
            dir={lang === 'en' ? 'ltr' : 'rtl'}
            className="flex flex-col gap-3 rounded border border-slate-200 p-3"
          >
            <legend className="px-1 font-semibold">{t(`posts.languages.${lang}`)}</legend>
            <TextField
              label={`${t('posts.titleField')} (${t(`posts.languages.${lang}`)})`}
              required
              error={errors[`title_${lang}`]?.message}
              {...form.register(`title_${lang}`)}
            />
            <TextAreaField
              label={`${t('posts.body')} (${t(`posts.languages.${lang}`)})`}
              required
              rows={5}
              error={errors[`body_${lang}`]?.message}
              {...form.register(`body_${lang}`)}
            />
          </fieldset>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('posts.image')}
          dir="ltr"
          required
          error={errors.img?.message}
          {...form.register('img')}
        />
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor="post-image-upload">
            {t('posts.upload')}
          </label>
          <input
            id="post-image-upload"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={Boolean(uploadError)}
            aria-describedby={uploadError ? 'post-image-upload-error' : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {uploadError && (
            <p id="post-image-upload-error" role="alert" className="text-sm text-red-700">
              {uploadError}
            </p>
          )}
        </div>
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
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {t('posts.preview')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
      {preview && (
        <section aria-label={t('posts.preview')} className="grid gap-4 lg:grid-cols-3">
          {LANGS.map((lang) => (
            <article
              key={lang}
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
          ))}
        </section>
      )}
    </form>
  );
}
