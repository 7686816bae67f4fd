import { readFile } from 'node:fs/promises';
import { luhnValid } from '../packages/shared/src/rules/national-id';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { staffSignIn } from './staff-helpers';
import { catalog } from './catalog';

/** A national ID no other spec uses (valid checksum), so the one-open-ticket rule never refuses it. */
function freshNationalId(): string {
  const body = `19${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  for (let check = 0; check < 10; check++) if (luhnValid(body + check)) return body + check;
  throw new Error('unreachable');
}

/**
 * SAMA's complaint work, as the complaints lead (90021) does it: registers a complaint received by
 * phone, solves it with a remedy, downloads its unified response, then opens this month's report,
 * reads the figures the API gives, and downloads the CSV and the PDF. Arabic and English.
 */
test.describe.configure({ mode: 'serial' });

for (const language of ['ar', 'en'] as const) {
  test(`the complaint report in ${language}: register, solve with a remedy, report, CSV, PDF`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const c = catalog(language, 'complaints');
    const st = catalog(language, 'staff');
    const name = language === 'ar' ? 'سالم المتصل' : 'Salem Caller';
    await useLanguage(page, language);
    await staffSignIn(page, 'complaints', language);

    // Register a complaint the customer made by phone.
    await page.goto('/staff/tickets');
    await page.getByRole('button', { name: st('complaints.register.open') }).click();
    const form = page.getByRole('form', { name: st('complaints.register.title') });
    await form.getByLabel(c('channel'), { exact: true }).selectOption('phone');
    await form.getByLabel(st('complaints.register.nationalId')).fill(freshNationalId());
    await form.getByLabel(st('complaints.register.name')).fill(name);
    await form.getByLabel(st('complaints.register.phone')).fill('٠٥٥١٢٣٤٥٦٧');
    await form
      .getByLabel(st('complaints.register.description'))
      .fill(language === 'ar' ? 'تأخر استرداد الرسوم.' : 'The fee refund is late.');
    await expectAccessible(page);
    await form.getByRole('button', { name: st('complaints.register.submit') }).click();
    const done = page.getByRole('status').filter({ hasText: /TK[A-Z0-9]{8}/ });
    await expect(done).toBeVisible();
    const id = /TK[A-Z0-9]{8}/.exec((await done.textContent()) ?? '')![0];

    // Solve it: the remedy is required, then recorded and shown.
    await page.getByLabel(st('tickets.search')).fill(id);
    await page.getByRole('button', { name: id, exact: true }).click();
    await expect(page.getByRole('definition').filter({ hasText: c('channels.phone') })).toHaveCount(1);
    await page
      .getByLabel(st('tickets.response'))
      .fill(language === 'ar' ? 'أعدنا الرسوم.' : 'We refunded the fee.');
    await page.getByRole('button', { name: st('tickets.solve') }).click();
    await expect(page.getByLabel(c('remedy')).last()).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(c('remedy')).last().selectOption('refund');
    await page.getByRole('button', { name: st('tickets.solve') }).click();
    await expect(page.getByRole('definition').filter({ hasText: c('remedies.refund') })).toHaveCount(1);
    await expectAccessible(page);
    const response = page.waitForEvent('download');
    await page.getByRole('link', { name: st('complaints.unifiedResponse') }).click();
    expect((await response).suggestedFilename()).toBe(`response-${id}.pdf`);

    // This month's report: the figures the API gives, on screen.
    await page.goto('/staff/complaints');
    await expect(page.getByRole('heading', { level: 1, name: st('complaints.report.title') })).toBeVisible();
    const figures = await (await page.request.get('/api/staff/complaints/report')).json();
    const received = page.getByRole('definition').first();
    await expect(received).toHaveText(String(figures.received));
    const channels = page.getByRole('table', { name: c('report.byChannel') });
    const phone = figures.byChannel.find((x: { channel: string }) => x.channel === 'phone');
    await expect(channels.getByRole('row').filter({ hasText: c('channels.phone') })).toContainText(
      String(phone.count),
    );
    const remedies = page.getByRole('table', { name: c('report.remedies') });
    await expect(remedies.getByRole('row').filter({ hasText: c('remedies.refund') })).toBeVisible();
    await expectAccessible(page);

    // The exports, downloaded from the screen.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: st('complaints.report.csv') }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    expect(csv).toContain(`\r\nreceived,,,${figures.received},\r\n`);
    expect(csv).toContain(`\r\nchannel,phone,,${phone.count},\r\n`);
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: st('complaints.report.pdf') }).click();
    const pdf = await readFile((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });
}
