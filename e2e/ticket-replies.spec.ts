import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { lastCode } from './remittance-helpers';
import { staffSignIn } from './staff-helpers';
import { seedRepliesCase } from './ticket-replies-seed';

type Lang = 'ar' | 'en';
type Catalog = {
  support: Record<'nationalId' | 'name' | 'email' | 'phone' | 'category' | 'requestType', string> &
    Record<'description' | 'submit' | 'received' | 'openExists', string> & {
      categories: Record<'complaint', string>;
      requestTypes: Record<'app_issue', string>;
    };
  ticket: Record<'requestId' | 'nationalId' | 'check' | 'reply' | 'replySubmit', string> & {
    banners: Record<'open', string>;
  };
  desk: Record<'search' | 'response', string>;
  canned: Record<'insert', string>;
};
const read = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(`packages/shared/src/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
// The desk's words are the back office's (`staff:tickets`, `staff:canned`), beside the public ones.
const catalog = (lang: Lang) => {
  const staff = read(lang, 'staff');
  return { ...read(lang, 'tickets'), desk: staff.tickets, canned: staff.canned } as Catalog;
};
const OTP = {
  ar: { label: 'رمز التحقق', confirm: 'تأكيد' },
  en: { label: 'Verification code', confirm: 'Confirm' },
};
type Case = ReturnType<typeof seedRepliesCase>;

async function fillSupportForm(page: Page, lang: Lang, who: Case) {
  const s = catalog(lang).support;
  await page.goto('/support');
  await page.getByLabel(s.nationalId).fill(who.nationalId);
  await page.getByLabel(s.name).fill(who.name);
  await page.getByLabel(s.email).fill('imran@example.com');
  await page.getByLabel(s.phone).fill(who.phone);
  await page.getByLabel(s.category).selectOption({ label: s.categories.complaint });
  await page.getByLabel(s.requestType).selectOption({ label: s.requestTypes.app_issue });
  await page.getByLabel(s.description).fill('The app freezes on the transfers screen.');
  await page.getByRole('button', { name: s.submit }).click();
}

// One officer (90020) signs in for both languages: one at a time (a TOTP code is accepted once).
test.describe.configure({ mode: 'serial' });
// The refused second submission is logged by the browser.
test.use({ allowedConsoleErrors: [/status of 409/] });

for (const lang of ['ar', 'en'] as const) {
  test(`customer side and canned replies (${lang}): solved does not block, the refusal links, thread, Urdu reply`, async ({
    page,
  }) => {
    test.slow();
    const c = catalog(lang);
    const who = seedRepliesCase(lang);
    await useLanguage(page, lang);

    // A solved ticket awaiting the customer's yes/no does not block a new one of its type.
    await fillSupportForm(page, lang, who);
    await expect(page.getByText(c.support.received).first()).toBeVisible();
    const id = (await page.getByTestId('ticket-id').textContent())!.trim();
    expect(id).not.toBe(who.solved);

    // The open one does, and the refusal links to its status page with the number filled in.
    await fillSupportForm(page, lang, who);
    const link = page.getByRole('link', { name: c.support.openExists.replace('{{id}}', id) });
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ticket\\?request=${id}$`));
    await expect(page.getByLabel(c.ticket.requestId)).toHaveValue(id);

    // The officer answers the Urdu ticket with a canned reply, in Urdu whatever the desk's language.
    await staffSignIn(page, 'replies', lang);
    const origin = new URL(page.url()).origin;
    const note = await page.request.post(`/api/staff/tickets/${id}/notes`, {
      data: { text: 'Which app version do you use?', needsReply: true },
      headers: { origin },
    });
    expect(note.status()).toBe(200);
    await page.goto('/staff/tickets');
    await page.getByLabel(c.desk.search).fill(who.urdu);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: new RegExp(who.urdu) }).click();
    const box = page.getByRole('textbox', { name: c.desk.response });
    await box.fill(`/${who.code}`);
    await box.press('Tab');
    await expect(box).toHaveValue(who.urduText);
    await expect(box).toBeFocused();
    await box.fill('');
    await page.getByRole('button', { name: c.canned.insert }).click();
    const dialog = page.getByRole('dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: new RegExp(`/${who.code}`) }).click();
    await expect(dialog).toBeHidden();
    await expect(box).toHaveValue(who.urduText);
    await expect(box).toBeFocused();

    // The customer answers the question; the thread shows the note and the reply, each in its direction.
    await page.context().clearCookies();
    await page.goto(`/ticket?request=${id}`);
    await page.getByLabel(c.ticket.nationalId).fill(who.nationalId);
    await page.getByRole('button', { name: c.ticket.check }).click();
    await expect(page.getByRole('heading', { name: id })).toBeVisible();
    await expect(page.getByText('Which app version do you use?')).toHaveAttribute('dir', 'auto');
    await page.getByLabel(c.ticket.reply).fill('Version 4.2 from the store.');
    await page.getByRole('button', { name: c.ticket.replySubmit }).click();
    const otp = page.getByRole('dialog');
    await otp.getByLabel(OTP[lang].label).fill(await lastCode(page, `ticket-reply:${id}`));
    await otp.getByRole('button', { name: OTP[lang].confirm }).click();
    await expect(otp).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: c.ticket.banners.open })).toBeVisible();
    const thread = page.getByRole('listitem');
    await expect(thread.filter({ hasText: 'Version 4.2 from the store.' })).toBeVisible();
    await expect(page.getByText('Version 4.2 from the store.')).toHaveAttribute('dir', 'auto');
    await expectAccessible(page);
  });
}
