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
    // Its name holds what it shows, word for word (WCAG 2.5.3): "من USD دولار أمريكي".
    await expect(from).toHaveAccessibleName('من USD دولار أمريكي');
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
    // The worked-out amount reads grouped, in the digits the site writes everywhere.
    await give.fill('٢٩٧٧٦');
    await expect(receive).toHaveValue('111,511.12');
    await expect(give).toHaveValue('29776');
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
    // Under their cities: placeholder; Al-Madinah; Jeddah's Qabel Street, Al-Masadiya, Airport;
    // Yanbu; Riyadh's Al-Bathaa, then Al-Quds (the arrows walk across the groups).
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowDown');
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
    await expect(from).toHaveAccessibleName('From INR Indian Rupee');

    await calc.getByLabel('Amount you give').fill('1000');
    await expect(calc.getByLabel('Amount you receive')).toHaveValue('42.74');
    await expect(calc.getByText('Sell Indian Rupee')).toBeVisible();
    // A divided (POPR '/') rate is written like every other: riyals for a number of units.
    await expect(calc.getByText('Purchase rate: 100 INR = 4.2735 SAR')).toBeVisible();
    // Riyals typed, rupees worked out: grouped, e.g. 6,500 riyals = 152,100 rupees.
    await calc.getByLabel('Amount you receive').fill('6,500');
    await expect(calc.getByLabel('Amount you receive')).toHaveValue('6500');
    await expect(calc.getByLabel('Amount you give')).toHaveValue('152,100');
    await expect(calc.getByText('Enter digits and at most one decimal point.')).toBeHidden();

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

test('in Urdu: the currency button is named by what it shows', async ({ page }) => {
  await useLanguage(page, 'ur');
  await page.goto('/');
  const calc = calculator(page, 'کرنسی کیلکولیٹر');
  await calc.getByRole('button', { name: /^برانچ/ }).click();
  await page.getByRole('listbox').getByRole('group', { name: 'ریاض' }).getByRole('option').first().click();
  await expect(calc.getByRole('button', { name: 'سے USD امریکی ڈالر' })).toBeVisible();
});

test.describe('branch dropdown and a failed rates request', () => {
  // The failed request below is the browser's own console line; nothing else may fail.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  for (const { language, title, branchLabel, madinah, quds, riyadhCity, chooseBranch, from, chooseFirst } of [
    {
      language: 'ar' as const,
      title: 'حاسبة العملات',
      branchLabel: /^الفرع/,
      madinah: 'المدينة المنورة',
      quds: 'الرياض - حي القدس',
      riyadhCity: 'الرياض',
      chooseBranch: 'اختر الفرع',
      from: /^من/,
      chooseFirst: 'اختر الفرع أولًا',
    },
    {
      language: 'en' as const,
      title: 'Currency calculator',
      branchLabel: /^Branch/,
      madinah: 'Al-Madinah',
      quds: 'Riyadh – Al-Quds',
      riyadhCity: 'Riyadh',
      chooseBranch: 'Choose branch',
      from: /^From/,
      chooseFirst: 'Choose a branch first',
    },
  ]) {
    test(`in ${language}: branches are listed under their cities; after a 500 the currency picker does not ask for a branch`, async ({
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
      // The placeholder, then six cities in the order of their first branch in the spec's list
      // (19 Al-Madinah, 14 Jeddah, 17 Yanbu, 12 Riyadh, ...), each a group named by the city.
      await expect(options.first()).toHaveAccessibleName(chooseBranch);
      const groups = page.getByRole('listbox').getByRole('group');
      await expect(groups).toHaveCount(6);
      await expect(groups.first()).toHaveAccessibleName(madinah);
      const riyadh = page.getByRole('listbox').getByRole('group', { name: riyadhCity });
      await expect(riyadh.getByRole('option')).toHaveCount(2);
      await expect(riyadh.getByRole('option').nth(1)).toHaveAccessibleName(quds);
      await expectAccessible(page);
      const failed = page.waitForResponse((response) => response.url().includes('/api/exchangeRates'));
      await riyadh.getByRole('option', { name: quds }).click();
      expect((await failed).status()).toBe(500);

      const picker = calc.getByRole('button', { name: from });
      await expect(calc.getByRole('button', { name: branchLabel })).toContainText(quds);
      await expect(picker).toBeDisabled();
      await expect(picker).not.toContainText(chooseFirst);
    });
  }
});
