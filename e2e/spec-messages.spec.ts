import { LOGIN_WORDS } from './customer-login';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 26 point 10: the messages the specification names, in the page's language, where it names them.
const CASES = [
  {
    language: 'ar' as const,
    dir: 'rtl',
    t: {
      send: 'إرسال',
      questions: [
        'ما مدى احترافية الموظف الذي خدمك؟',
        'هل لبّت الخدمة توقعاتك؟',
        'ما مدى نظافة الفرع وتنظيمه؟',
      ],
      chooseAnswer: 'يُرجى اختيار إجابة.',
      mistyped: 'يبدو أن رقم الهوية مكتوب بشكل خاطئ، يرجى التحقق منه.',
      notCorrect: 'رقم الهوية أو رقم الجوال غير صحيح.',
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
      mistyped: 'This ID number looks mistyped. Please check it.',
      notCorrect: 'The ID number or mobile number is not correct.',
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

for (const { language, t } of CASES) {
  test(`in ${language}: /login with a mistyped ID (bad check digit) says it looks mistyped`, async ({
    page,
  }) => {
    const words = LOGIN_WORDS[language];
    await useLanguage(page, language);
    await page.goto('/login');
    await page.getByLabel(words.id).fill('1000000009');
    await page.getByLabel(words.phone).fill('0500000001');
    await page.getByRole('button', { name: words.send }).click();
    const id = page.getByLabel(words.id);
    await expect(id).toHaveAccessibleDescription(t.mistyped);
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main')).not.toContainText(t.notCorrect);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
  });
}
