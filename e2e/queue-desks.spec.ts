import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { seedQueueRows } from './queue-desks-seed';
import { staffSignIn } from './staff-helpers';

type Text = (ns: string, key: string, values?: Record<string, string | number>) => string;

/**
 * One queue desk as this spec drives it: a filter (a select's value, or a search typed), the row
 * Enter opens (the seeded one by its text, else the first once the filter is back to "all"), and
 * how the opened row shows (its button expanded, or HR's application in place of the list).
 */
interface QueueCase {
  path: string;
  title: [ns: string, key: string];
  filter: [ns: string, key: string];
  value: (seeded: Seeded) => string;
  search?: boolean;
  row?: (seeded: Seeded) => string;
  opens: 'expanded' | 'inPlace';
}
type Seeded = ReturnType<typeof seedQueueRows>;

const DESKS: QueueCase[] = [
  {
    path: 'calls',
    title: ['staff', 'calls.title'],
    filter: ['staff', 'calls.search'],
    search: true,
    value: (s) => s.name,
    row: (s) => s.name,
    opens: 'expanded',
  },
  {
    path: 'tickets',
    title: ['staff', 'tickets.title'],
    filter: ['staff', 'tickets.requestType'],
    value: () => 'other',
    opens: 'expanded',
  },
  {
    path: 'escalations',
    title: ['staff', 'tickets.escalationsTitle'],
    filter: ['staff', 'tickets.category'],
    value: () => 'complaint',
    opens: 'expanded',
  },
  {
    path: 'contact',
    title: ['staff', 'contact.title'],
    filter: ['staff', 'common.status'],
    value: () => '',
    row: (s) => s.name,
    opens: 'expanded',
  },
  {
    path: 'requests',
    title: ['staff', 'requests.title'],
    filter: ['staff', 'common.status'],
    value: () => 'submitted',
    row: (s) => s.reference,
    opens: 'expanded',
  },
  {
    path: 'form-submissions',
    title: ['staff', 'forms.submissionsTitle'],
    filter: ['staff', 'common.status'],
    value: () => 'approved',
    opens: 'expanded',
  },
  {
    path: 'hr',
    title: ['staff', 'hr.title'],
    filter: ['staff', 'hr.program'],
    value: () => 'abnaa',
    opens: 'inPlace',
  },
  {
    path: 'finance',
    title: ['staff', 'finance.title'],
    filter: ['staff', 'common.status'],
    value: () => 'reported',
    opens: 'expanded',
  },
];

/** Sets the filter, reloads, and finds it still set: in the control and in the address. */
async function filterSurvivesReload(page: Page, t: Text, desk: QueueCase, seeded: Seeded) {
  const control = page.getByLabel(t(...desk.filter), { exact: true });
  const value = desk.value(seeded);
  if (desk.search) await control.fill(value);
  else await control.selectOption(value);
  await expect(page).toHaveURL(/[?&][a-zA-Z]+=/);
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByLabel(t(...desk.filter), { exact: true })).toHaveValue(value);
}

/** Focuses the row and presses Enter: the row opens (its detail under it, or in place). */
async function enterOpensRow(page: Page, t: Text, desk: QueueCase, seeded: Seeded) {
  const table = page.getByRole('table', { name: t(...desk.title) });
  if (!desk.row) {
    // Back to every row: a demo row is there whatever the filter chose.
    const filtered = page.url();
    await page.getByLabel(t(...desk.filter), { exact: true }).selectOption('');
    await expect(page).not.toHaveURL(filtered);
  }
  const rows = table.getByRole('row');
  const row = desk.row ? rows.filter({ hasText: desk.row(seeded) }) : rows.nth(1);
  // The address can change a moment before the list's new request starts, so the rows focused may
  // still be the filtered ones and be replaced under the test: focus, Enter and look again until a
  // settled row opened (a retry presses Enter on the row now first, which is then a closed one).
  const back = page.getByRole('button', { name: t('staff', 'hr.back') });
  await expect(async () => {
    if (desk.opens === 'inPlace' && (await back.isVisible())) return;
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(row.getByRole('button').first()).toBeVisible();
    await row.focus();
    await page.keyboard.press('Enter');
    if (desk.opens === 'expanded')
      await expect(row.getByRole('button', { expanded: true })).toBeVisible({ timeout: 2_000 });
    else await expect(back).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The rates desk's history: the shared table, paged by key past its first page. */
async function rateHistoryPages(page: Page, t: Text) {
  await page.goto('/staff/rates');
  const history = page.getByRole('table', { name: t('staff', 'rates.history') });
  const paging = page.getByRole('navigation', {
    name: t('staff', 'table.paging', { name: t('staff', 'rates.history') }),
  });
  const firstRow = history.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const pageOne = await firstRow.textContent();
  await paging.getByRole('button', { name: t('staff', 'common.next') }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(paging.getByRole('button', { name: t('staff', 'common.previous') })).toBeEnabled();
  await expect(firstRow).not.toHaveText(pageOne!);
}

test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar'] as const) {
  test(`queue desks in ${language}: a filter survives a reload, Enter opens a row; the rate history pages`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t: Text = (ns, key, values = {}) => catalog(language, ns)(key, values);
    const seeded = seedQueueRows(`${language === 'ar' ? 2 : 1}${Date.now() % 1e9}`);
    await useLanguage(page, language);
    await staffSignIn(page, 'supervisor', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // English walks every queue desk; Arabic the first, which also carries the accessibility check.
    for (const desk of language === 'en' ? DESKS : DESKS.slice(0, 1)) {
      await test.step(desk.path, async () => {
        await page.goto(`/staff/${desk.path}`);
        await expect(page.getByRole('heading', { level: 1, name: t(...desk.title) })).toBeVisible();
        await filterSurvivesReload(page, t, desk, seeded);
        if (language === 'ar') await expectAccessible(page);
        await enterOpensRow(page, t, desk, seeded);
      });
    }
    await rateHistoryPages(page, t);
  });
}
