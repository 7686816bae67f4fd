import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { lastCode } from './remittance-helpers';

/** The customer login screen's words, as the catalogs have them. */
export const LOGIN_WORDS = {
  ar: {
    id: 'رقم الهوية أو الإقامة',
    phone: 'رقم الجوال',
    send: 'إرسال الرمز',
    dialog: 'أدخل رمز التحقق',
    code: 'رمز التحقق',
    confirm: 'تأكيد',
  },
  en: {
    id: 'ID or iqama number',
    phone: 'Mobile number',
    send: 'Send the code',
    dialog: 'Enter the verification code',
    code: 'Verification code',
    confirm: 'Confirm',
  },
} as const;

/**
 * Logs a customer in on the open /login page: ID and phone (typed in any digits), then the code the
 * dev outbox holds for them.
 */
export async function customerLogIn(page: Page, language: 'ar' | 'en', nationalId: string, phone: string) {
  const words = LOGIN_WORDS[language];
  await page.getByLabel(words.id).fill(nationalId);
  await page.getByLabel(words.phone).fill(phone);
  await page.getByRole('button', { name: words.send }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  const latin = nationalId.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
  await dialog.getByLabel(words.code).fill(await lastCode(page, `login:${latin}`));
  await dialog.getByRole('button', { name: words.confirm }).click();
}
