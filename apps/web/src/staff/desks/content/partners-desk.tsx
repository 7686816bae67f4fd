import { zodResolver } from '@hookform/resolvers/zod';
import { PartnerEditSchema, StaffPartnerSchema, type PartnerEdit, type StaffPartner } from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { DeskHeader, useDeskList } from '../shared/desk-list';
import { DeskTable } from '../shared/desk-table';
import { EditorFrame, saveContent } from '../shared/editor-frame';
import { ImageUpload } from '../shared/image-upload';
import { useDeskSubmit } from '../shared/use-desk-submit';

const BLANK: PartnerEdit = { name: '', img: '', width: '260', linkUrl: '', sortOrder: '10' };
const fromPartner = (p: StaffPartner): PartnerEdit => ({
  name: p.name,
  img: p.img,
  width: String(p.width),
  linkUrl: p.linkUrl ?? '',
  sortOrder: String(p.sortOrder),
});

/** The content desk's partner logos: logo upload, name, link, order, publish. */
export function PartnersDesk() {
  const { t } = useTranslation('staff');
  const desk = useDeskList('partners', StaffPartnerSchema, 'sortOrder');
  const { key } = desk;
  const [editing, setEditing] = useState<StaffPartner | 'new' | null>(null);
  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-4">
      <DeskHeader
        id="partners-title"
        title={t('partners.title')}
        newLabel={t('partners.new')}
        onNew={() => setEditing('new')}
      />
      {editing && (
        <PartnerEditor
          key={editing === 'new' ? 'new' : editing.id}
          partner={editing === 'new' ? null : editing}
          listKey={key}
          onDone={() => setEditing(null)}
        />
      )}
      <DeskTable
        caption={t('partners.title')}
        desk={desk}
        editLabel={t('partners.edit')}
        onEdit={setEditing}
        publishable
        removable
        columns={[
          { id: 'name', header: t('partners.name'), sortField: 'name', cell: (p) => p.name },
          { id: 'order', header: t('banners.order'), sortField: 'sortOrder', cell: (p) => p.sortOrder },
        ]}
      />
    </section>
  );
}

function PartnerEditor({
  partner,
  listKey,
  onDone,
}: {
  partner: StaffPartner | null;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<PartnerEdit, unknown, z.output<typeof PartnerEditSchema>>({
    resolver: zodResolver(PartnerEditSchema),
    defaultValues: partner ? fromPartner(partner) : BLANK,
  });
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    (body) => saveContent(StaffPartnerSchema, 'partners', partner?.id, body),
    onDone,
  );
  return (
    <EditorFrame
      label={partner ? t('partners.edit') : t('partners.new')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('partners.name')}
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('banners.link')}
          dir="ltr"
          error={errors.linkUrl?.message}
          {...form.register('linkUrl')}
        />
        <TextField
          label={t('partners.logo')}
          dir="ltr"
          required
          error={errors.img?.message}
          {...form.register('img')}
        />
        <ImageUpload
          label={t('partners.upload')}
          onUploaded={(result) => form.setValue('img', result.url, { shouldValidate: true })}
        />
        <TextField
          label={t('partners.width')}
          inputMode="numeric"
          dir="ltr"
          error={errors.width?.message}
          {...form.register('width')}
        />
        <TextField
          label={t('banners.order')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
      </div>
    </EditorFrame>
  );
}
