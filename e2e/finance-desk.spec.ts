import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';
import { catalog } from './catalog';

/**
 * The finance desk (issue 24) as the finance officer (90023) meets it: invoices by reporting
 * status, ZATCA's messages under a row, a retry. The demo seed gives the first two demo invoices a
 * made-up refusal (modules/einvoicing/demo-reports.ts); each language retries one of them.
 */
test.describe.configure({ mode: 'serial' });

for (const language of ['ar', 'en'] as const) {
  test(`the finance desk in ${language}: statuses, ZATCA's messages, retry`, async ({ page }) => {
    test.setTimeout(120_000);
    const st = catalog(language, 'staff');
    const f = (key: string, values?: Record<string, string | number>) => st(`finance.${key}`, values);
    await useLanguage(page, language);
    await staffSignIn(page, 'finance', language);
    await page
      .getByRole('link', { name: st('nav.finance') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/staff\/finance/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: f('title') })).toBeVisible();

    const status = page.getByLabel(st('common.status'));
    await status.selectOption('not_reported');
    const table = page.getByRole('table');
    const invoices = table.getByRole('button', { name: /^SI-/ });
    await expect(invoices.first()).toBeVisible();
    await expect(table.getByText(f('statuses.not_reported')).first()).toBeVisible();
    await invoices.first().click();
    // The row opened names the invoice (the list may refresh under the click and reorder ties).
    const opened = table.getByRole('button', { name: /^SI-/, expanded: true });
    await expect(opened).toHaveCount(1);
    const number = (await opened.textContent())!.trim();
    await expect(page.getByRole('heading', { name: f('errors') })).toBeVisible();
    await expect(page.getByText(/building number must contain 4 digits/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: f('retry', { number }) }).click();
    // Queued again: it leaves the refused list and waits to be reported.
    await expect(table.getByRole('button', { name: number, exact: true })).toHaveCount(0);
    await status.selectOption('pending');
    await expect(table.getByRole('button', { name: number, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
}
