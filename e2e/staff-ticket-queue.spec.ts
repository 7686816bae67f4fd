import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';
import { seedQueueTickets } from './ticket-queue-seed';
import { catalog } from './catalog';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const OFFICER = 'Demo Ticket Officer';
const COUNT = 60;

/**
 * The ticket queue at a real desk's size (issue 22): a support officer sorts by deadline, pages to
 * the third page of 25, bulk-assigns three tickets to themself, exports the CSV and opens a ticket
 * with Enter to read its thread, the customer's language and the assignee. Arabic and English.
 */
test.describe.configure({ mode: 'serial' });

for (const language of ['ar', 'en'] as const) {
  test(`the ticket queue in ${language}: sort, page, bulk-assign, CSV, open with Enter`, async ({ page }) => {
    test.setTimeout(150_000);
    const st = catalog(language, 'staff');
    // A retry seeds its own 60 (the first attempt's are still there), found by their own name.
    const attempt = test.info().retry;
    const name = `${language === 'ar' ? 'عميل الطابور' : 'Queue customer'} ${attempt + 1}`;
    const ids = seedQueueTickets(
      {
        prefix: `TKQ${language.toUpperCase()}${attempt}`,
        digit: (language === 'ar' ? 1 : 2) + 2 * attempt,
        name,
      },
      COUNT,
      Date.now() + 86_400_000,
    );
    await useLanguage(page, language);
    await staffSignIn(page, 'tickets', language);
    await page.goto('/staff/tickets');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(st('tickets.search')).fill(name);
    // The filter is in the address: the view can be bookmarked.
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByLabel(st('table.pageSize')).selectOption('25');
    const table = page.getByRole('table', { name: st('tickets.title') });
    const paging = page.getByRole('navigation', {
      name: fill(st('table.paging'), { name: st('tickets.title') }),
    });
    await expect(paging).toContainText(fill(st('common.page'), { page: 1, pages: 3 }));

    // Sorting by the deadline heading: latest first, then nearest first.
    const deadline = table.getByRole('columnheader', { name: st('tickets.columns.targetAt') });
    await expect(deadline).toHaveAttribute('aria-sort', 'ascending');
    await deadline.getByRole('button').click();
    await expect(deadline).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1)).toContainText(ids[COUNT - 1]!);
    await deadline.getByRole('button').click();
    await expect(deadline).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('row').nth(1)).toContainText(ids[0]!);

    // The third page holds the last 10 by deadline.
    await paging.getByRole('button', { name: st('common.next') }).click();
    await paging.getByRole('button', { name: st('common.next') }).click();
    await expect(paging).toContainText(fill(st('common.page'), { page: 3, pages: 3 }));
    await expect(table.getByRole('row')).toHaveCount(1 + COUNT - 50);
    await expect(table.getByRole('row').nth(1)).toContainText(ids[50]!);

    // Three tickets assigned in one go, to the officer themself.
    const chosen = ids.slice(50, 53);
    for (const id of chosen)
      await table.getByRole('checkbox', { name: fill(st('table.selectRow'), { name: id }) }).check();
    const bar = page.getByRole('group', { name: fill(st('tickets.bulk.label'), { count: 3 }) });
    await bar.getByLabel(st('tickets.bulk.assignTo')).selectOption({ label: st('tickets.bulk.me') });
    await bar.getByRole('button', { name: st('tickets.bulk.assign') }).click();
    // The selection is cleared after the action, so the bar's name no longer counts three.
    await expect(page.getByText(fill(st('tickets.bulk.done'), { count: 3 }))).toBeVisible();
    for (const id of chosen)
      await expect(table.getByRole('row').filter({ hasText: id })).toContainText(OFFICER);
    await expect(table.getByRole('row').filter({ hasText: ids[53]! })).not.toContainText(OFFICER);
    await expectAccessible(page);

    // The CSV: every matching ticket in the list order, the three with their assignee.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: st('audit.export') }).click();
    const csv = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
    const rows = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.map((row) => row[0])).toEqual(ids);
    expect(rows.filter((row) => row[8] === OFFICER).map((row) => row[0])).toEqual(chosen);

    // Enter on a focused row opens the ticket: its thread, the customer's language, the assignee.
    const row = table.getByRole('row').filter({ hasText: chosen[0]! }).first();
    await row.focus();
    await page.keyboard.press('Enter');
    const thread = page.getByRole('region', { name: st('tickets.thread') });
    await expect(thread.getByText('Queue ticket 50', { exact: true })).toBeVisible();
    await expect(thread).toContainText(st('tickets.kinds.customer'));
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: st('tickets.languages.ur') })).toHaveCount(1);
    await expect(facts.filter({ hasText: OFFICER })).toHaveCount(1);
    // The reply box is in the customer's language and direction.
    const reply = page.getByLabel(st('tickets.response'));
    await expect(reply).toHaveAttribute('lang', 'ur');
    await expect(reply).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
    await page.keyboard.press('Shift+Tab');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(thread).toHaveCount(0);
    await expect(row).toBeFocused();
  });
}
