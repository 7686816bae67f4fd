import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';

/**
 * Staff lists (PRODUCT.md 14 "Lists"): the contact desk's bulk "mark handled" and CSV, the
 * remittance desk's bulk "assign to me" and status change and CSV, and sorting by a column
 * heading (aria-sort follows). Arabic and English, with the lists spec's own demo staff.
 */
const CASES = [
  {
    language: 'ar' as const,
    transfers: [
      ['2234567801', '2234567895'],
      ['1000000015', '1000000008'],
    ] as const,
    t: {
      contact: 'رسائل التواصل',
      requests: 'طلبات الحوالات',
      requestsTable: 'طلبات خدمات الحوالات',
      from: 'المرسل',
      received: 'تاريخ الاستلام',
      select: (name: string) => `تحديد ${name}`,
      markSelected: /^تعليم المحدد كمعالج/,
      selectAll: 'تحديد كل الصفوف في هذه الصفحة',
      status: 'الحالة',
      handled: 'معالجة',
      exportCsv: 'تصدير CSV',
      assignMe: 'إسناد المحدد إليّ',
      newStatus: 'الحالة الجديدة للمحدد',
      inProgress: 'قيد التنفيذ',
      completed: 'منجز',
      apply: 'تطبيق على المحدد',
      updated: (n: number) => `تم تحديث ${n} من الطلبات.`,
      refused: 'لا يمكن نقل هذا الطلب إلى تلك الحالة.',
    },
  },
  {
    language: 'en' as const,
    transfers: [
      ['2100000022', '2100000005'],
      ['2100000023', '2100000005'],
    ] as const,
    t: {
      contact: 'Contact messages',
      requests: 'Remittance requests',
      requestsTable: 'Remittance service requests',
      from: 'From',
      received: 'Received',
      select: (name: string) => `Select ${name}`,
      markSelected: /^Mark selected handled/,
      selectAll: 'Select all rows on this page',
      status: 'Status',
      handled: 'Handled',
      exportCsv: 'Export CSV',
      assignMe: 'Assign selected to me',
      newStatus: 'New status for the selected',
      inProgress: 'In progress',
      completed: 'Completed',
      apply: 'Apply to selected',
      updated: (n: number) => `${n} request(s) updated.`,
      refused: 'This request cannot move to that status.',
    },
  },
];

/**
 * A statement request made by the customer through the API. Each on its own transfer: a transfer
 * takes one code a minute. README demo transfers no other spec asks statements for.
 */
async function customerStatement(
  request: APIRequestContext,
  [reference, nationalId]: readonly [string, string],
): Promise<string> {
  const form = {
    reference,
    nationalId,
    periodFrom: '2025-01-01',
    periodTo: '2025-06-30',
    movementTypes: ['currency_sale'],
    beneficiaries: [{ name: 'Sara Ahmed' }],
    declaration: true,
  };
  const sent = await request.post('/api/remittance/statement/code', { data: form });
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = await request.get(`/api/dev/outbox?subject=statement:${reference}`);
  const [message] = (await outbox.json()) as { code: string }[];
  const confirmed = await request.post('/api/remittance/statement/confirm', {
    data: { form, code: message!.code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { reference: string }).reference;
}

const csvOf = async (download: Download) => readFile((await download.path())!, 'utf8');

test.describe.configure({ mode: 'serial' });

for (const c of CASES) {
  const t = c.t;
  test(`staff lists in ${c.language}: contact bulk and CSV, sorting by a heading`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, c.language);
    // Letters only: a name on the contact form is letters.
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    // One message per run: the contact form allows a client five an hour.
    const name = `Zed ${stamp}`;
    const sent = await page.request.post('/api/contact', {
      data: { name, email: `${stamp}@example.com`, message: `Hello from ${name}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await staffSignIn(page, 'inbox', c.language);
    await expect(page.locator('html')).toHaveAttribute('dir', c.language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('navigation').getByRole('link', { name: t.contact }).click();
    const table = page.getByRole('table', { name: t.contact });
    const received = table.getByRole('columnheader', { name: t.received });
    await expect(received).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('checkbox', { name: t.select(name) })).toBeVisible();
    // Every new message on the page at once, with the "select all" box.
    await table.getByRole('checkbox', { name: t.selectAll }).check();
    await expect(table.getByRole('checkbox', { name: t.select(name) })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.markSelected }).click();
    await expect(table.getByRole('row').filter({ hasText: stamp })).toHaveCount(0);

    await page.getByLabel(t.status, { exact: true }).selectOption({ label: t.handled });
    await expect(table.getByRole('row').filter({ hasText: stamp })).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.exportCsv }).click();
    const csv = await csvOf(await download);
    expect(csv).toMatch(new RegExp(`${name},${stamp}@example.com,\\w+,handled`));

    // Sorting by a heading: the server is asked for that order, and aria-sort says which way.
    const from = table.getByRole('columnheader', { name: t.from });
    await expect(from).toHaveAttribute('aria-sort', 'none');
    const ascending = page.waitForResponse((r) => r.url().includes('sort=name'));
    await from.getByRole('button').click();
    await ascending;
    await expect(from).toHaveAttribute('aria-sort', 'ascending');
    await expect(received).toHaveAttribute('aria-sort', 'none');
    const descending = page.waitForResponse((r) => r.url().includes('sort=-name'));
    await from.getByRole('button').press('Enter');
    await descending;
    await expect(from).toHaveAttribute('aria-sort', 'descending');
    await expectAccessible(page);
  });

  test(`staff lists in ${c.language}: remittance bulk assign, status change and CSV`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, c.language);
    const refs = [
      await customerStatement(page.request, c.transfers[0]),
      await customerStatement(page.request, c.transfers[1]),
    ];
    await staffSignIn(page, 'queue', c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.requests }).click();
    const table = page.getByRole('table', { name: t.requestsTable });
    const row = (reference: string) => table.getByRole('row').filter({ hasText: reference });
    for (const reference of refs) await table.getByRole('checkbox', { name: t.select(reference) }).check();
    await page.getByRole('button', { name: t.assignMe }).click();
    await expect(page.getByRole('status').filter({ hasText: t.updated(2) })).toBeVisible();

    // Received -> in progress for both; then "completed" for one that is and one that is not.
    for (const reference of refs) await table.getByRole('checkbox', { name: t.select(reference) }).check();
    await page.getByLabel(t.newStatus).selectOption({ label: t.inProgress });
    await page.getByRole('button', { name: t.apply }).click();
    for (const reference of refs) await expect(row(reference)).toContainText(t.inProgress);

    await table.getByRole('checkbox', { name: t.select(refs[0]!) }).check();
    await page.getByLabel(t.newStatus).selectOption({ label: t.completed });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(row(refs[0]!)).toContainText(t.completed);
    // A completed request cannot go back: refused for that request, by name, with the reason.
    await table.getByRole('checkbox', { name: t.select(refs[0]!) }).check();
    await page.getByLabel(t.newStatus).selectOption({ label: t.inProgress });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByRole('alert').filter({ hasText: refs[0]! })).toContainText(t.refused);
    await expect(row(refs[0]!)).toContainText(t.completed);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.exportCsv }).click();
    const csv = await csvOf(await download);
    expect(csv).toContain(`,${refs[0]},statement,${c.transfers[0][0]},completed,`);
    expect(csv).toContain(`,${refs[1]},statement,${c.transfers[1][0]},in_progress,`);
    // The SMS of the completed one reached the dev outbox, as on the one-request path.
    await expect
      .poll(async () => (await (await page.request.get(`/api/dev/outbox?subject=${refs[0]}`)).json()).length)
      .toBe(1);
  });
}
