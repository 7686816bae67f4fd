import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Branch 11 (Riyadh – Al-Quds) carries the reference demo rates: USD buys at 3.745 and sells at
// 3.765 riyals; GBP 4.70 / 4.82; INR is quoted per riyal (POPR '/') at 23.40 / 23.05.

function calculator(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test.describe('exchange calculator', () => {
  test('in Arabic: branch, USD preselected, conversion, search, swap, resets and the stored branch', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const calc = calculator(page, 'حاسبة العملات');
    const from = calc.getByRole('button', { name: /^من/ });
    await expect(from).toBeDisabled();

    await calc.getByRole('button', { name: /^الفرع/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'الرياض - حي القدس' }).click();
    await expect(from).toContainText('USD');
    await expect(from).toContainText('دولار أمريكي');
    await expect(calc.getByText('بيع دولار أمريكي')).toBeVisible();
    await expect(calc.getByText('سعر البيع: 1 USD = 3.765 ريال')).toBeVisible();
    await expect(calc.getByText('سعر الشراء: 1 USD = 3.745 ريال')).toBeVisible();
    await expect(calc.getByText('الأسعار استرشادية ويُؤكَّد السعر في الفرع.')).toBeVisible();
    await expect(calc.getByText(/^آخر تحديث للأسعار/)).toBeVisible();

    const give = calc.getByLabel('المبلغ الذي تدفعه');
    const receive = calc.getByLabel('المبلغ الذي تستلمه');
    // Typed on an Arabic keyboard: Arabic-Indic digits are converted, not stripped.
    await give.fill('١٠٠');
    await expect(give).toHaveValue('100');
    await expect(receive).toHaveValue('374.5');
    await receive.fill('749');
    await expect(give).toHaveValue('200');
    await receive.fill('');
    await expect(give).toHaveValue('');
    await receive.blur();
    await expect(receive).toHaveValue('0');

    // Search by name.
    await from.click();
    await page.getByRole('combobox', { name: 'ابحث بالرمز أو الاسم' }).fill('جنيه إسترليني');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(from).toContainText('GBP');
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual({
      event: 'currencySelected',
      currency: 'GBP',
    });

    // Swap: riyals are given, GBP received at the sale rate.
    await give.fill('5');
    await calc.getByRole('button', { name: 'تبديل العملتين' }).click();
    await expect(give).toHaveValue('0');
    await expect(receive).toHaveValue('0');
    await expect(calc.getByRole('group', { name: 'من' })).toContainText('SAR');
    await expect(calc.getByText('شراء جنيه إسترليني')).toBeVisible();
    await give.fill('482');
    await expect(receive).toHaveValue('100');

    // A branch change resets the amounts and loads that branch's rates, USD again.
    await calc.getByRole('button', { name: /^الفرع/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'جدة - المطار' }).click();
    await expect(give).toHaveValue('0');
    await expect(receive).toHaveValue('0');
    await expect(calc.getByRole('button', { name: /^إلى/ })).toContainText('USD');
    await expect(calc.getByText('سعر البيع: 1 USD = 3.7801 ريال')).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(calc.getByRole('button', { name: /^الفرع/ })).toHaveText('جدة - المطار');
    await expect(calc.getByRole('button', { name: /^من/ })).toContainText('USD');
    const stored = await page.evaluate(() => ({
      branch: localStorage.getItem('lastSelectedBranch'),
      dropdown: JSON.parse(localStorage.getItem('lastSelectedBranchDropdown') ?? 'null'),
    }));
    expect(stored).toEqual({ branch: '15', dropdown: { activeName: 'جدة - المطار', isOpen: false } });
  });

  test('in English: keyboard search by code, a divided rate, and the transfer tab says soon', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const calc = calculator(page, 'Currency calculator');

    const branch = calc.getByRole('button', { name: /^Branch/ });
    await branch.focus();
    await page.keyboard.press('Enter');
    // Placeholder, Al-Madinah, Qabel Street, Yanbu, Al-Bathaa, then Al-Quds.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(branch).toHaveText('Riyadh – Al-Quds');
    const from = calc.getByRole('button', { name: /^From/ });
    await expect(from).toContainText('US Dollar');

    await from.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('INR');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { name: 'INR Indian Rupee' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(from).toContainText('Indian Rupee');
    await expect(from).toBeFocused();

    await calc.getByLabel('Amount you give').fill('1000');
    await expect(calc.getByLabel('Amount you receive')).toHaveValue('42.74');
    await expect(calc.getByText('Sell Indian Rupee')).toBeVisible();
    // A divided (POPR '/') rate is written like every other: riyals for a number of units.
    await expect(calc.getByText('Purchase rate: 100 INR = 4.2735 SAR')).toBeVisible();

    // Stray characters are dropped, with a short explanation.
    await calc.getByLabel('Amount you give').fill('12a');
    await expect(calc.getByLabel('Amount you give')).toHaveValue('12');
    await expect(calc.getByText('Enter digits and at most one decimal point.')).toBeVisible();
    await expect(calc.getByText('Enter digits and at most one decimal point.')).toBeHidden({ timeout: 5000 });

    await calc.getByRole('tab', { name: 'Money transfer' }).click();
    await expect(calc.getByText('Money transfers from the calculator are coming soon.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('branch dropdown and a failed rates request', () => {
  // The failed request below is the browser's own console line; nothing else may fail.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  for (const { language, title, branchLabel, madinah, quds, from, chooseFirst } of [
    {
      language: 'ar' as const,
      title: 'حاسبة العملات',
      branchLabel: /^الفرع/,
      madinah: 'المدينة المنورة',
      quds: 'الرياض - حي القدس',
      from: /^من/,
      chooseFirst: 'اختر الفرع أولًا',
    },
    {
      language: 'en' as const,
      title: 'Currency calculator',
      branchLabel: /^Branch/,
      madinah: 'Al-Madinah',
      quds: 'Riyadh – Al-Quds',
      from: /^From/,
      chooseFirst: 'Choose a branch first',
    },
  ]) {
    test(`in ${language}: branches keep the spec order with a city tag; after a 500 the currency picker does not ask for a branch`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.route('**/api/exchangeRates**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal"}' }),
      );
      await page.goto('/');
      const calc = calculator(page, title);
      await expect(calc.getByRole('button', { name: from })).toContainText(chooseFirst);

      await calc.getByRole('button', { name: branchLabel }).click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options).toHaveCount(10);
      // Spec order: placeholder, 19 (Al-Madinah), 14, 17, 12, 11 (Al-Quds), ...; each with its city.
      await expect(options.nth(1)).toHaveAccessibleName(madinah);
      await expect(options.nth(5)).toHaveAccessibleName(quds);
      const tags = await options.getByTestId('option-tag').allTextContents();
      expect(tags).toHaveLength(9);
      expect(tags[0]).toBe(madinah);
      expect(new Set(tags).size).toBe(6);
      await expectAccessible(page);
      const failed = page.waitForResponse((response) => response.url().includes('/api/exchangeRates'));
      await options.nth(5).click();
      expect((await failed).status()).toBe(500);

      const picker = calc.getByRole('button', { name: from });
      await expect(calc.getByRole('button', { name: branchLabel })).toContainText(quds);
      await expect(picker).toBeDisabled();
      await expect(picker).not.toContainText(chooseFirst);
    });
  }
});
