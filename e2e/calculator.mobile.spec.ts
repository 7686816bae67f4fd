import { expect, expectAccessible, test } from './fixtures';

test('on a phone, in Arabic: the calculator stacks, converts and stays accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const calc = page.getByRole('region', { name: 'حاسبة العملات' });
  await calc.getByRole('button', { name: /^الفرع/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'الرياض - البطحاء' }).click();
  await expect(calc.getByRole('button', { name: /^من/ })).toContainText('USD');
  // Branch 12 buys dollars at 3.745 less 0.04 %: 3.7435.
  await calc.getByLabel('المبلغ الذي تدفعه').fill('20');
  await expect(calc.getByLabel('المبلغ الذي تستلمه')).toHaveValue('74.87');
  const box = await calc.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
