import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Branch 11 (Riyadh – Al-Quds) carries the reference demo rates: USD 3.745 / 3.765 riyals,
// INR 23.40 / 23.05 rupees per riyal (POPR '/'), KWD 12.15 / 12.30 riyals.

async function pickBranch(page: Page, board: ReturnType<Page['getByRole']>, label: RegExp, name: string) {
  await board.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
}

function bodyRows(board: ReturnType<Page['getByRole']>) {
  return board
    .getByRole('table')
    .getByRole('row')
    .filter({ has: board.page().getByRole('rowheader') });
}

test('in Arabic: the header links the rate board; every rate reads as riyals per unit; search and sort', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'الأسعار' })
    .click();
  await expect(page).toHaveURL(/\/rates$/);
  const board = page.getByRole('region', { name: 'لوحة أسعار الصرف' });
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة أسعار الصرف' })).toBeVisible();
  // With no branch chosen before, the board shows the first branch at once.
  await expect(board.getByRole('button', { name: /^الفرع/ })).toContainText('المدينة المنورة');
  await expect(bodyRows(board).first()).toBeVisible({ timeout: 15_000 });

  await pickBranch(page, board, /^الفرع/, 'الرياض - حي القدس');
  const usd = board.getByRole('row', { name: /USD/ });
  await expect(usd).toContainText('دولار أمريكي');
  await expect(usd.getByRole('cell').nth(0)).toHaveText('1 USD = 3.745 ريال');
  await expect(usd.getByRole('cell').nth(1)).toHaveText('1 USD = 3.765 ريال');
  // A divided rate is written the same way, per 100 rupees.
  const inr = board.getByRole('row', { name: /INR/ });
  await expect(inr.getByRole('cell').nth(0)).toHaveText('100 INR = 4.2735 ريال');
  await expect(board.getByText(/^آخر تحديث للأسعار/)).toBeVisible();
  await expect(board.getByText('الأسعار استرشادية ويُؤكَّد السعر في الفرع.')).toBeVisible();
  expect(await bodyRows(board).count()).toBeGreaterThanOrEqual(15);

  // Search in Arabic, without the hamza the name is written with.
  await board.getByRole('searchbox', { name: 'ابحث عن عملة بالرمز أو الاسم' }).fill('امريكي');
  await expect(bodyRows(board)).toHaveCount(1);
  await expect(bodyRows(board).first()).toContainText('USD');
  await board.getByRole('searchbox').fill('');

  // Sort by what the branch pays, highest first: KWD leads.
  const buyHeader = board.getByRole('columnheader', { name: /نشتري/ });
  await buyHeader.getByRole('button').click();
  await expect(buyHeader).toHaveAttribute('aria-sort', 'ascending');
  await buyHeader.getByRole('button').click();
  await expect(buyHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(board).first()).toContainText('KWD');
  await expectAccessible(page);
});

test('in English: the home page board follows the calculator’s branch', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  const board = page.getByRole('region', { name: 'Exchange rate board' });
  await expect(board.getByText('Choose a branch to see all of its rates.')).toBeVisible();
  const calc = page.getByRole('region', { name: 'Currency calculator' });
  await pickBranch(page, calc, /^Branch/, 'Riyadh – Al-Quds');
  await expect(board.getByRole('button', { name: /^Branch/ })).toContainText('Riyadh – Al-Quds');
  const usd = board.getByRole('row', { name: /USD/ });
  await expect(usd).toContainText('US Dollar');
  await expect(usd.getByRole('cell').nth(1)).toHaveText('1 USD = 3.765 SAR');
  await board.getByRole('searchbox', { name: 'Search currency by code or name' }).fill('indian');
  await expect(bodyRows(board)).toHaveCount(1);
  await expect(bodyRows(board).first().getByRole('cell').nth(1)).toHaveText('100 INR = 4.3384 SAR');
});

test('in Urdu: currency names in Urdu', async ({ page }) => {
  await useLanguage(page, 'ur');
  await page.goto('/rates');
  const board = page.getByRole('region', { name: 'شرحِ مبادلہ بورڈ' });
  await expect(board.getByRole('row', { name: /USD/ })).toContainText('امریکی ڈالر', { timeout: 15_000 });
  await expect(board.getByText(/قبل دوپہر|بعد دوپہر/)).toBeVisible();
});

test.describe('/rates arrives with its rows', () => {
  for (const { language, title, branchLabel, riyadh, quds, airport, usd } of [
    {
      language: 'ar' as const,
      title: 'لوحة أسعار الصرف',
      branchLabel: /^الفرع/,
      riyadh: 'الرياض',
      quds: 'الرياض - حي القدس',
      airport: 'جدة - المطار',
      usd: (rate: string) => `1 USD = ${rate} ريال`,
    },
    {
      language: 'en' as const,
      title: 'Exchange rate board',
      branchLabel: /^Branch/,
      riyadh: 'Riyadh',
      quds: 'Riyadh – Al-Quds',
      airport: 'Jeddah – Airport',
      usd: (rate: string) => `1 USD = ${rate} SAR`,
    },
  ]) {
    test(`in ${language}: no rates request on load; a branch picked under its city goes into the address and the table holds its height while it loads`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/exchangeRates')) asked.push(new URL(request.url()).search);
      });
      await page.goto('/rates');
      const board = page.getByRole('region', { name: title });
      await expect(bodyRows(board).first()).toBeVisible();
      expect(await bodyRows(board).count()).toBeGreaterThanOrEqual(15);
      // The rows came with the page, under the hook's key: the browser does not ask again. (A
      // refetch would start as the board mounted, during hydration, which the fixture awaited.)
      await page.waitForTimeout(1000);
      expect(asked).toEqual([]);

      // The next branch's answer waits until the table's height has been checked.
      let answer: () => void = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/exchangeRates?Branch_ID=11', async (route) => {
        await held;
        await route.continue();
      });
      const footer = page.getByRole('contentinfo');
      const before = (await footer.boundingBox())!.y;
      await board.getByRole('button', { name: branchLabel }).click();
      await page
        .getByRole('listbox')
        .getByRole('group', { name: riyadh })
        .getByRole('option', { name: quds })
        .click();
      await expect(page).toHaveURL(/\/rates\?branch=11$/);
      await expect(board.getByRole('table')).toHaveAttribute('aria-busy', 'true');
      // The last branch's figures are hidden, their room kept: nothing below the table moves.
      await expect(board.getByRole('row', { name: /USD/ }).getByRole('cell').first()).toBeHidden();
      expect((await footer.boundingBox())!.y).toBe(before);
      answer();
      await expect(board.getByRole('row', { name: /USD/ }).getByRole('cell').nth(1)).toHaveText(usd('3.765'));
      await expect(board.getByRole('table')).not.toHaveAttribute('aria-busy');
      await expectAccessible(page);

      // A reload (or the shared address) renders that branch on the server: at once, no request.
      asked.length = 0;
      await page.reload();
      await expect(board.getByRole('button', { name: branchLabel })).toHaveText(quds);
      await expect(board.getByRole('row', { name: /USD/ }).getByRole('cell').first()).toHaveText(
        usd('3.745'),
      );
      await page.waitForTimeout(1000);
      expect(asked).toEqual([]);

      // A returning visitor without a branch in the address: the page hydrates as the server
      // rendered it (no mismatch: the fixture fails on console errors), then shows their branch.
      await page.evaluate(() => localStorage.setItem('lastSelectedBranch', '15'));
      await page.goto('/rates');
      await expect(board.getByRole('button', { name: branchLabel })).toHaveText(airport);
      await expect(board.getByRole('row', { name: /USD/ }).getByRole('cell').nth(1)).toHaveText(
        usd('3.7801'),
      );
    });
  }
});
