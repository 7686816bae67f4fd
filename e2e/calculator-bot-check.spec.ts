import { startThrowAwayServer } from '../scripts/lib.mjs';
import { test as base, expect, expectAccessible } from './fixtures';

/**
 * The bot check needs a client past the rates limit. Exhausting the limit of the shared e2e server
 * would make every other spec that loads rates from 127.0.0.1 meanwhile fail, so this file starts
 * its own production server (same build, its own database) with a limit of 3 per minute.
 */
const test = base.extend<{ botServer: string }>({
  // Per test, not per worker: a retry must start below the limit again, with a fresh count.
  botServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startThrowAwayServer({
        RATES_LIMIT_MAX: '3',
        RATES_LIMIT_WINDOW_SECONDS: '60',
        // A lighter proof of work keeps the test quick on a busy machine; the flow is the same.
        CAPTCHA_COST: '200',
      });
      await use(server.url);
      await server.stop();
    },
    { scope: 'test' },
  ],
  baseURL: async ({ botServer }, use) => use(botServer),
});
// Chromium logs every failed fetch itself; the 429 is what this test provokes on purpose.
test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\)/] });

test('past the rates limit the captcha replaces the branch dropdown; solving it brings rates back', async ({
  page,
}) => {
  // Four rate loads, a proof of work and two axe scans: a busy machine needs more than a minute.
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const calc = page.getByRole('region', { name: 'حاسبة العملات' });
  const branch = calc.getByRole('button', { name: /^الفرع/ });
  const from = calc.getByRole('button', { name: /^من/ });

  // Three branches load; the fourth request is over the limit.
  for (const name of ['المدينة المنورة', 'ينبع', 'نجران']) {
    await branch.click();
    await page.getByRole('listbox').getByRole('option', { name }).click();
    await expect(from).toContainText('USD');
  }
  await branch.click();
  await page.getByRole('listbox').getByRole('option', { name: 'الطائف' }).click();

  const check = calc.getByRole('region', { name: 'تحقق سريع قبل عرض المزيد من الأسعار' });
  await expect(check).toBeVisible();
  await expect(branch).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('checkBot'))).toBe('true');

  // A reload keeps the check up rather than asking again.
  await page.reload();
  // The calculator (and its bot check) load after the page hydrates: give a busy machine time.
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);

  // The checkbox sits under the widget's SVG.
  await check.getByRole('checkbox').click({ force: true });
  await expect(branch).toBeVisible({ timeout: 30_000 });
  await expect(branch).toHaveText('الطائف');
  await expect(from).toContainText('USD');
  expect(await page.evaluate(() => localStorage.getItem('checkBot'))).toBe('false');

  // The limit stays lifted for this client.
  await branch.click();
  await page.getByRole('listbox').getByRole('option', { name: 'الرياض - البطحاء' }).click();
  await expect(calc.getByText('سعر البيع: 1 USD = 3.7665 ريال')).toBeVisible();
});
