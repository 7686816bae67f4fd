import { zodResolver } from '@hookform/resolvers/zod';
import { FAQ_CATEGORIES, FaqEditSchema, StaffFaqSchema, type FaqEdit, type StaffFaq } from '@waha/shared';
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
  { name: 'question', label: 'faq.question' },
  { name: 'answer', label: 'faq.answer', rows: 4 },
] as const;
const BLANK: FaqEdit = {
  category: 'general',
  sortOrder: 100,
  question_ar: '',
  question_en: '',
  question_ur: '',
  answer_ar: '',
  answer_en: '',
  answer_ur: '',
};

/** The content desk's FAQ: question and answer in three languages side by side. */
export function FaqDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const desk = useDeskList('faqs', StaffFaqSchema, 'sortOrder');
  const { key } = desk;
  const [editing, setEditing] = useState<StaffFaq | 'new' | null>(null);
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-4">
      <DeskHeader
        id="faq-title"
        title={t('faq.title')}
        newLabel={t('faq.new')}
        onNew={() => setEditing('new')}
      />
      {editing && (
        <FaqEditor
          key={editing === 'new' ? 'new' : editing.id}
          faq={editing === 'new' ? null : editing}
          listKey={key}
          onDone={() => setEditing(null)}
        />
      )}
      <DeskTable
        caption={t('faq.title')}
        desk={desk}
        editLabel={t('faq.edit')}
        onEdit={setEditing}
        removable
        columns={[
          { id: 'question', header: t('faq.question'), cell: (f) => f[`question_${language}`] },
          {
            id: 'category',
            header: t('faq.category'),
            sortField: 'category',
            cell: (f) => t(`faq.categories.${f.category}`),
          },
          { id: 'order', header: t('faq.order'), sortField: 'sortOrder', cell: (f) => f.sortOrder },
        ]}
      />
    </section>
  );
}

function FaqEditor({
  faq,
  listKey,
  onDone,
}: {
  faq: StaffFaq | null;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<FaqEdit, unknown, z.output<typeof FaqEditSchema>>({
    resolver: zodResolver(FaqEditSchema),
    defaultValues: faq ?? BLANK,
  });
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    (body) => saveContent(StaffFaqSchema, 'faqs', faq?.id, body),
    onDone,
  );
  return (
    <EditorFrame
      label={faq ? t('faq.edit') : t('faq.new')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <LanguageColumns fields={FIELDS} register={form.register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('faq.category')}
          options={FAQ_CATEGORIES.map((value) => ({ value, label: t(`faq.categories.${value}`) }))}
          {...form.register('category')}
        />
        <TextField
          label={t('faq.order')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
      </div>
    </EditorFrame>
  );
}
