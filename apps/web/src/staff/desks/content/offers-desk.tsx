import { zodResolver } from '@hookform/resolvers/zod';
import {
  OFFER_MARKETS,
  OfferEditSchema,
  StaffOfferSchema,
  type OfferEdit,
  type StaffOffer,
} from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { DeskHeader, useDeskList } from '../shared/desk-list';
import { DeskTable } from '../shared/desk-table';
import { EditorFrame, saveContent } from '../shared/editor-frame';
import { LanguageColumns } from '../shared/language-columns';
import { SelectField } from '../shared/select-field';
import { useDeskSubmit } from '../shared/use-desk-submit';

const FIELDS = [
  { name: 'title', label: 'offers.titleField' },
  { name: 'body', label: 'offers.body', rows: 4 },
] as const;
const BLANK: OfferEdit = {
  market: 'general',
  validUntil: '',
  sortOrder: 100,
  title_ar: '',
  title_en: '',
  title_ur: '',
  body_ar: '',
  body_en: '',
  body_ur: '',
};

/** The content desk's offers: three languages side by side, a market and a last day shown. */
export function OffersDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const desk = useDeskList('offers', StaffOfferSchema, 'sortOrder');
  const { key } = desk;
  const [editing, setEditing] = useState<StaffOffer | 'new' | null>(null);
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-4">
      <DeskHeader
        id="offers-title"
        title={t('offers.title')}
        newLabel={t('offers.new')}
        onNew={() => setEditing('new')}
      />
      {editing && (
        <OfferEditor
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          listKey={key}
          onDone={() => setEditing(null)}
        />
      )}
      <DeskTable
        caption={t('offers.title')}
        desk={desk}
        editLabel={t('offers.edit')}
        onEdit={setEditing}
        removable
        columns={[
          { id: 'title', header: t('offers.titleField'), cell: (o) => o[`title_${language}`] },
          {
            id: 'market',
            header: t('offers.market'),
            sortField: 'market',
            cell: (o) => t(`offers.markets.${o.market}`),
          },
          { id: 'order', header: t('offers.order'), sortField: 'sortOrder', cell: (o) => o.sortOrder },
        ]}
      />
    </section>
  );
}

function OfferEditor({
  offer,
  listKey,
  onDone,
}: {
  offer: StaffOffer | null;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<OfferEdit, unknown, z.output<typeof OfferEditSchema>>({
    resolver: zodResolver(OfferEditSchema),
    defaultValues: offer ? { ...offer, validUntil: offer.validUntil ?? '' } : BLANK,
  });
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    (body) => saveContent(StaffOfferSchema, 'offers', offer?.id, body),
    onDone,
  );
  return (
    <EditorFrame
      label={offer ? t('offers.edit') : t('offers.new')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <LanguageColumns fields={FIELDS} register={form.register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('offers.market')}
          options={OFFER_MARKETS.map((value) => ({ value, label: t(`offers.markets.${value}`) }))}
          {...form.register('market')}
        />
        <TextField
          label={t('offers.validUntil')}
          type="date"
          error={errors.validUntil?.message}
          {...form.register('validUntil')}
        />
        <TextField
          label={t('offers.order')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
      </div>
    </EditorFrame>
  );
}
