import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

/**
 * The one generic content desk (issue 22): the content editor writes an FAQ entry and an offer,
 * edits each through the same editor, and the public pages show the edit. Once in Arabic, once in
 * English. Each run adds its own records (an app question, an offer for India) and removes them,
 * so the FAQ and offers pages' other tests see what they expect.
 */
const CASES = [
  {
    language: 'ar' as const,
    t: {
      langs: ['العربية', 'الإنجليزية', 'الأردية'],
      newFaq: 'سؤال جديد',
      editFaq: 'تعديل السؤال',
      question: 'السؤال',
      answer: 'الإجابة',
      category: 'الفئة',
      app: 'التطبيق',
      newOffer: 'عرض جديد',
      editOffer: 'تعديل العرض',
      title: 'العنوان',
      body: 'النص',
      market: 'السوق',
      india: 'الهند',
      save: 'حفظ',
      remove: 'حذف',
      required: 'هذا الحقل مطلوب.',
      search: 'ابحث في الأسئلة',
    },
  },
  {
    language: 'en' as const,
    t: {
      langs: ['Arabic', 'English', 'Urdu'],
      newFaq: 'New question',
      editFaq: 'Edit question',
      question: 'Question',
      answer: 'Answer',
      category: 'Category',
      app: 'The app',
      newOffer: 'New offer',
      editOffer: 'Edit offer',
      title: 'Title',
      body: 'Text',
      market: 'Market',
      india: 'India',
      save: 'Save',
      remove: 'Remove',
      required: 'This field is required.',
      search: 'Search the questions',
    },
  },
];

// Both languages sign in the same demo editor; a TOTP code is accepted once per 30 s step.
test.describe.configure({ mode: 'serial' });

type Labels = (typeof CASES)[number]['t'];

/** Fills one field in the three language columns: "<text> <n>" in column n. */
async function fillThree(page: Page, t: Labels, label: string, text: string) {
  for (const [i, lang] of t.langs.entries()) {
    await page.getByRole('textbox', { name: `${label} (${lang})` }).fill(`${text} ${i}`);
  }
}

/** Opens the desk, removes the row holding `text`, and waits until it is gone. */
async function removeRow(page: Page, path: string, text: string, t: Labels) {
  await page.goto(path);
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: t.remove }).click();
  await expect(row).toHaveCount(0);
}

for (const { language, t } of CASES) {
  test(`generic content desk in ${language}: an FAQ entry and an offer edited reach the public pages`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await useLanguage(page, language);
    const stamp = `${language}${Date.now().toString(36)}`;
    const own = language === 'ar' ? 0 : 1; // the column the public page shows in this language
    await staffSignIn(page, 'editor', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // 1. An FAQ entry: refused empty (the shared schema, beside the field), written, then edited.
    await page.goto('/staff/faq');
    await page.getByRole('button', { name: t.newFaq }).click();
    const newFaq = page.getByRole('form', { name: t.newFaq });
    await newFaq.getByRole('button', { name: t.save, exact: true }).click();
    const firstQuestion = newFaq.getByRole('textbox', { name: `${t.question} (${t.langs[0]})` });
    await expect(firstQuestion).toHaveAttribute('aria-invalid', 'true');
    await expect(firstQuestion).toHaveAccessibleDescription(t.required);
    await expect(newFaq.locator('fieldset[lang="ur"]')).toHaveAttribute('dir', 'rtl');
    await fillThree(page, t, t.question, `Q ${stamp}`);
    await fillThree(page, t, t.answer, `A ${stamp}`);
    await newFaq.getByLabel(t.category).selectOption({ label: t.app });
    await expectAccessible(page);
    await newFaq.getByRole('button', { name: t.save, exact: true }).click();
    await expect(newFaq).toHaveCount(0);
    const faqRow = page.getByRole('row').filter({ hasText: `Q ${stamp} ${own}` });
    await faqRow.getByRole('button', { name: t.editFaq }).click();
    const editFaq = page.getByRole('form', { name: t.editFaq });
    const ownQuestion = editFaq.getByRole('textbox', { name: `${t.question} (${t.langs[own]})` });
    await expect(ownQuestion).toHaveValue(`Q ${stamp} ${own}`);
    await ownQuestion.fill(`Edited ${stamp}`);
    await expectAccessible(page);
    await editFaq.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: `Edited ${stamp}` })).toHaveCount(1);

    // 2. An offer for India: written, then edited, through the same editor.
    await page.goto('/staff/offers');
    await page.getByRole('button', { name: t.newOffer }).click();
    const newOffer = page.getByRole('form', { name: t.newOffer });
    await fillThree(page, t, t.title, `Offer ${stamp}`);
    await fillThree(page, t, t.body, `Lower fees ${stamp}`);
    await newOffer.getByLabel(t.market).selectOption({ label: t.india });
    await newOffer.getByRole('button', { name: t.save, exact: true }).click();
    await expect(newOffer).toHaveCount(0);
    const offerRow = page.getByRole('row').filter({ hasText: `Offer ${stamp} ${own}` });
    await expect(offerRow).toContainText(t.india);
    await offerRow.getByRole('button', { name: t.editOffer }).click();
    const editOffer = page.getByRole('form', { name: t.editOffer });
    await editOffer.getByRole('textbox', { name: `${t.title} (${t.langs[own]})` }).fill(`Deal ${stamp}`);
    await expectAccessible(page);
    await editOffer.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: `Deal ${stamp}` })).toHaveCount(1);

    // 3. The public pages show both edits, in this language.
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(t.search).fill(stamp);
    await expect(page.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('group')).toContainText(`Edited ${stamp}`);
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: `Deal ${stamp}` })).toBeVisible();

    // Leave the public pages as the other tests expect them.
    await removeRow(page, '/staff/faq', `Edited ${stamp}`, t);
    await removeRow(page, '/staff/offers', `Deal ${stamp}`, t);
  });
}
