import { zodResolver } from '@hookform/resolvers/zod';
import { BannerEditSchema, StaffBannerSchema, type BannerEdit, type StaffBanner } from '@waha/shared';
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

const BLANK: BannerEdit = {
  title_ar: '',
  title_en: '',
  title_ur: '',
  alt_ar: '',
  alt_en: '',
  alt_ur: '',
  desktopImage: '',
  mobileImage: '',
  linkUrl: '',
  targetBlank: false,
  sortOrder: '10',
  validFrom: '',
  validUntil: '',
};
const fromBanner = ({ id: _id, published: _p, ...b }: StaffBanner): BannerEdit => ({
  ...b,
  linkUrl: b.linkUrl ?? '',
  sortOrder: String(b.sortOrder),
  validFrom: b.validFrom ?? '',
  validUntil: b.validUntil ?? '',
});
const FIELDS = [
  { name: 'title', label: 'banners.titleField' },
  { name: 'alt', label: 'banners.alt' },
] as const;

/** The content desk's home page banners: two images, three languages, order, dates, publish. */
export function BannersDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const desk = useDeskList('banners', StaffBannerSchema, 'sortOrder');
  const { key } = desk;
  const [editing, setEditing] = useState<StaffBanner | 'new' | null>(null);
  return (
    <section aria-labelledby="banners-title" className="flex flex-col gap-4">
      <DeskHeader
        id="banners-title"
        title={t('banners.title')}
        newLabel={t('banners.new')}
        onNew={() => setEditing('new')}
      />
      {editing && (
        <BannerEditor
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          listKey={key}
          onDone={() => setEditing(null)}
        />
      )}
      <DeskTable
        caption={t('banners.title')}
        desk={desk}
        editLabel={t('banners.edit')}
        onEdit={setEditing}
        publishable
        removable
        columns={[
          { id: 'title', header: t('banners.titleField'), cell: (b) => b[`title_${language}`] },
          { id: 'order', header: t('banners.order'), sortField: 'sortOrder', cell: (b) => b.sortOrder },
        ]}
      />
    </section>
  );
}

function BannerEditor({
  banner,
  listKey,
  onDone,
}: {
  banner: StaffBanner | null;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<BannerEdit, unknown, z.output<typeof BannerEditSchema>>({
    resolver: zodResolver(BannerEditSchema),
    defaultValues: banner ? fromBanner(banner) : BLANK,
  });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as BannerEdit;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    (body) => saveContent(StaffBannerSchema, 'banners', banner?.id, body),
    onDone,
  );
  return (
    <EditorFrame
      label={banner ? t('banners.edit') : t('banners.new')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
      renderPreview={(lang) => (
        <figure lang={lang} dir={lang === 'en' ? 'ltr' : 'rtl'} className="rounded border p-2">
          {values.desktopImage?.startsWith('/') && (
            <img
              src={values.desktopImage}
              alt={values[`alt_${lang}`]}
              className="aspect-[3/1] w-full rounded object-cover"
            />
          )}
          <figcaption className="font-bold">{values[`title_${lang}`]}</figcaption>
        </figure>
      )}
    >
      <LanguageColumns fields={FIELDS} register={form.register} errors={errors} />
      <div className="grid gap-4 md:grid-cols-2">
        {(['desktopImage', 'mobileImage'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-2 rounded border border-slate-200 p-3">
            <TextField
              label={t(`banners.${name}`)}
              dir="ltr"
              required
              error={errors[name]?.message}
              {...form.register(name)}
            />
            <ImageUpload
              label={t(`banners.${name}Upload`)}
              onUploaded={(result) => form.setValue(name, result.url, { shouldValidate: true })}
            />
          </div>
        ))}
        <TextField
          label={t('banners.link')}
          dir="ltr"
          error={errors.linkUrl?.message}
          {...form.register('linkUrl')}
        />
        <label className="flex items-center gap-2 self-end">
          <input type="checkbox" {...form.register('targetBlank')} />
          {t('banners.newTab')}
        </label>
        <TextField
          label={t('banners.order')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
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
