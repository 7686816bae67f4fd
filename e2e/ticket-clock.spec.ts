import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';
import { catalog } from './catalog';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

// The demo seed's clock tickets (apps/server/src/db/seed/tickets-clock.ts): at the server's first
// clock round TKCLOCK1 (target passed) was warned and escalated, TKCLOCK2 (past day 5) warned.
const OVERDUE = 'TKCLOCK1';
const WARNED = 'TKCLOCK2';

/**
 * The ticket clock as staff meet it (issue 23): the support lead reads the clock's warnings in the
 * shell's bell and the overdue view of the desk; the escalation officer opens the escalated ticket
 * but never the open one. Arabic and English; the English run dismisses a warning.
 */
test.describe.configure({ mode: 'serial' });

for (const language of ['ar', 'en'] as const) {
  test(`the clock in ${language}: warnings, the overdue view, escalated tickets only`, async ({ page }) => {
    test.setTimeout(150_000);
    const st = catalog(language, 'staff');
    await useLanguage(page, language);

    await staffSignIn(page, 'lead', language);
    await page.goto('/staff/tickets');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const bell = page.getByRole('button', { name: new RegExp(`^${st('notifications.title')} \\(`) });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: st('notifications.title') });
    for (const id of [OVERDUE, WARNED])
      await expect(panel.getByRole('link', { name: fill(st('notifications.open'), { id }) })).toBeVisible();
    await expectAccessible(page);
    if (language === 'en') {
      await panel.getByRole('button', { name: fill(st('notifications.dismiss'), { id: OVERDUE }) }).click();
      await expect(
        panel.getByRole('link', { name: fill(st('notifications.open'), { id: OVERDUE }) }),
      ).toHaveCount(0);
    }
    // Escape closes the panel and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // The overdue view: past their target, nearest first, in the address.
    const views = page.getByRole('group', { name: st('tickets.views.label') });
    const overdue = views.getByRole('button', { name: st('tickets.views.overdue') });
    await overdue.click();
    await expect(overdue).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]age=overdue/);
    const table = page.getByRole('table', { name: st('tickets.title') });
    const late = table.getByRole('row').filter({ hasText: OVERDUE });
    await expect(late).toHaveCount(1);
    await expect(late.locator('[data-clock="red"]')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: WARNED })).toHaveCount(0);
    await expectAccessible(page);
    // By time left: the warned ticket, within its target, amber.
    await views.getByRole('button', { name: st('tickets.views.byTimeLeft') }).click();
    await expect(page).toHaveURL(/[?&]age=due/);
    const soon = table.getByRole('row').filter({ hasText: WARNED });
    await expect(soon.locator('[data-clock="amber"]')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: OVERDUE })).toHaveCount(0);

    // The escalation officer: the escalated ticket opens, the open one does not exist for them.
    await staffSignIn(page, 'escalator', language);
    await page.goto('/staff/escalations');
    const queue = page.getByRole('table', { name: st('tickets.escalationsTitle') });
    await expect(queue.getByRole('row').filter({ hasText: WARNED })).toHaveCount(0);
    await queue.getByRole('button', { name: OVERDUE, exact: true }).click();
    const thread = page.getByRole('region', { name: st('tickets.thread') });
    await expect(thread.getByText('The app shows my transfer as pending for a week.')).toBeVisible();
    await expect(thread).toContainText(st('tickets.actions.autoEscalate'));
    await expect(thread).toContainText(st('tickets.system'));
    await expectAccessible(page);
    expect((await page.request.get(`/api/staff/escalations/${OVERDUE}`)).status()).toBe(200);
    expect((await page.request.get(`/api/staff/escalations/${WARNED}`)).status()).toBe(404);
    expect((await page.request.get(`/api/staff/tickets/${WARNED}`)).status()).toBe(403);
    await expect(page.getByRole('navigation').getByRole('link', { name: st('nav.tickets') })).toHaveCount(0);
  });
}
