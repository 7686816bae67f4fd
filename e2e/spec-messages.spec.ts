import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 26 point 10: the messages the specification names, in the page's language, where it names them.
const CASES = [
  {
    language: 'ar' as const,
    dir: 'rtl',
    t: {
      send: 'إرسال',
      questions: ['ما مدى احترافية الموظف الذي خدمك؟', 'هل لبّت الخدمة توقعاتك؟', 'ما مدى نظافة الفرع وتنظيمه؟'],
      chooseAnswer: 'يُرجى اختيار إجابة.',
    },
  },
  {
    language: 'en' as const,
    dir: 'ltr',
    t: {
      send: 'Send',
      questions: [
        'How professional was the employee who served you?',
        'Did the service meet your expectations?',
        'How clean and organised was the branch?',
      ],
      chooseAnswer: 'Please choose an answer.',
    },
  },
];

for (const { language, dir, t } of CASES) {
  test(`in ${language}: /rate sent with no face asks for an answer under each question`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/rate?branch=15');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await page.getByRole('main').getByRole('button', { name: t.send, exact: true }).click();
    for (const question of t.questions) {
      const group = page.getByRole('group', { name: question });
      await expect(group.getByRole('alert')).toHaveText(t.chooseAnswer);
    }
    await expect(page.getByRole('main')).not.toContainText(/Invalid input|expected number/);
    await expectAccessible(page);
  });
}
