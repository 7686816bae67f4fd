import { FAQ_CATEGORIES, FaqEditSchema, StaffFaqSchema } from '@waha/shared';
import { defineKind } from './kind';

/** FAQ entries: question and answer in three languages, a category and an order; no publish step. */
export const faqKind = defineKind({
  area: 'faqs',
  section: 'faq',
  item: StaffFaqSchema,
  edit: FaqEditSchema,
  columns: ['question', 'category', 'sortOrder'],
  sortable: ['category', 'sortOrder'],
  removable: true,
  languageFields: [
    { name: 'question', label: 'faq.question' },
    { name: 'answer', label: 'faq.answer', rows: 4 },
  ],
  fields: [
    {
      input: 'select',
      name: 'category',
      label: 'faq.category',
      options: FAQ_CATEGORIES,
      labels: 'faq.categories',
    },
    { input: 'number', name: 'sortOrder', label: 'faq.order', initial: '100' },
  ],
});
