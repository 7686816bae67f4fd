import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, ownClient, test, useLanguage } from './fixtures';
import { lastCode } from './remittance-helpers';
import { pngBytes, staffSignIn } from './staff-helpers';

// This file submits six tickets: its own client, so the suite's other ticket forms keep their budget.
test.use(ownClient('198.51.100.32'));

type Lang = 'ar' | 'en';
/** The catalogs' words, shaped like the English one (every language has the same keys). */
type Catalog = {
  support: Record<
    'nationalId' | 'name' | 'email' | 'phone' | 'category' | 'requestType' | 'description',
    string
  > &
    Record<'files' | 'submit' | 'received' | 'transactionNumber', string> & {
      categories: Record<'complaint' | 'inquiry', string>;
      requestTypes: Record<string, string> & Record<'outgoing_transfer', string>;
    };
  ticket: Record<'requestId' | 'nationalId' | 'check' | 'reply' | 'replySubmit' | 'no' | 'yes', string> &
    Record<'comment' | 'reviewSubmit' | 'yourReview', string> &
    Record<'replySent' | 'confirmedYes' | 'confirmedNo' | 'reviewSent', string> & {
      ratings: Record<'5', string>;
      statuses: Record<'open' | 'escalated' | 'closed', string>;
    };
  desk: Record<'search' | 'note' | 'needsReply' | 'addNote' | 'askedCustomer', string>;
};
const read = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(`packages/shared/src/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
// The desk's words are the back office's (`staff:tickets`), beside the public `tickets` ones.
const catalog = (lang: Lang) => ({ ...read(lang, 'tickets'), desk: read(lang, 'staff').tickets }) as Catalog;
const OTP = {
  ar: { label: 'رمز التحقق', confirm: 'تأكيد' },
  en: { label: 'Verification code', confirm: 'Confirm' },
};
/** Demo customers registered in the app (README), one per language so the runs do not meet. */
const CUSTOMER = {
  ar: { nationalId: '1000000008', name: 'محمد عبدالله القحطاني', phone: '0500000001' },
  en: { nationalId: '2100000005', name: 'Ravi Kumar Sharma', phone: '0500000002' },
};

async function submitTicket(page: Page, lang: Lang, requestType: string, withFile: boolean) {
  const s = catalog(lang).support;
  const who = CUSTOMER[lang];
  await page.goto('/support');
  await page.getByLabel(s.nationalId).fill(who.nationalId);
  await page.getByLabel(s.name).fill(who.name);
  await page.getByLabel(s.email).fill('customer@example.com');
  await page.getByLabel(s.phone).fill(who.phone);
  await page.getByLabel(s.category).selectOption({ label: s.categories.complaint });
  await page.getByLabel(s.requestType).selectOption({ label: s.requestTypes[requestType]! });
  await page.getByLabel(s.description).fill('The app shows an error when I open my transfers.');
  if (withFile) {
    await page
      .getByLabel(s.files)
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(page.getByText('screen.png', { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page.getByText(s.received).first()).toBeVisible();
  const id = (await page.getByTestId('ticket-id').textContent())!.trim();
  expect(id).toMatch(/^TK[A-Z0-9]{8}$/);
  return id;
}

/** The officer's side through the staff API, signed in with password + TOTP in this browser. */
function staffApi(page: Page) {
  const origin = () => new URL(page.url()).origin;
  return {
    get: (url: string) => page.request.get(url),
    post: (url: string, data: object) => page.request.post(url, { data, headers: { origin: origin() } }),
  };
}

async function openTicket(page: Page, lang: Lang, id: string) {
  const t = catalog(lang).ticket;
  await page.goto('/ticket');
  await page.getByLabel(t.requestId).fill(id);
  await page.getByLabel(t.nationalId).fill(CUSTOMER[lang].nationalId);
  await page.getByRole('button', { name: t.check }).click();
  await expect(page.getByRole('heading', { name: id })).toBeVisible();
}

async function enterCode(page: Page, lang: Lang, subject: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(OTP[lang].label).fill(await lastCode(page, subject));
  await dialog.getByRole('button', { name: OTP[lang].confirm }).click();
  await expect(dialog).toBeHidden();
}

// One support officer signs in for both languages: one at a time (a TOTP code is accepted once).
test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const) {
  test(`ticket lifecycle (${lang}): submit, note needing a reply, reply with code, no/yes, review`, async ({
    page,
  }) => {
    test.slow();
    const t = catalog(lang).ticket;
    await useLanguage(page, lang);
    const first = await submitTicket(page, lang, 'app_issue', true);
    await expectAccessible(page);
    const second = await submitTicket(page, lang, 'other', false);

    // The support officer finds the ticket in the queue, opens its attachment and asks the
    // customer a question that needs a reply.
    await staffSignIn(page, 'support', lang);
    const d = catalog(lang).desk;
    await page.goto('/staff/tickets');
    await page.getByLabel(d.search).fill(first);
    // The queue filtered to that ticket (header row + one) before it is opened: a click on the
    // unfiltered page could land while the filtered page replaces it.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: new RegExp(first) }).click();
    await expect(page.getByRole('link', { name: 'screen.png' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'screen.png' }).click();
    expect((await download).suggestedFilename()).toBe('screen.png');
    await page.getByLabel(d.note, { exact: true }).fill('Please tell us the date of the transfer.');
    await page.getByLabel(d.needsReply).check();
    await page.getByRole('button', { name: d.addNote }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Please tell us the date of the transfer.' }).last(),
    ).toContainText(d.askedCustomer);
    await expectAccessible(page);
    const api = staffApi(page);
    expect(
      (
        await api.post(`/api/staff/tickets/${second}/solve`, {
          response: 'We fixed it.',
          remedy: 'correction',
        })
      ).status(),
    ).toBe(200);

    // The customer reads the note and replies with the code sent to the phone on record (the
    // officer's staff cookie plays no part on the public pages).
    await openTicket(page, lang, first);
    await expect(page.getByText('Please tell us the date of the transfer.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t.reply).fill('It was sent on the first of the month.');
    await page.getByRole('button', { name: t.replySubmit }).click();
    await enterCode(page, lang, `ticket-reply:${first}`);
    await expect(page.getByText(t.statuses.open, { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: t.replySent })).toBeFocused();

    // "No" on the second ticket escalates it.
    await openTicket(page, lang, second);
    await expect(page.getByText('We fixed it.')).toBeVisible();
    await page.getByRole('button', { name: t.no }).click();
    await expect(page.getByText(t.statuses.escalated, { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: t.confirmedNo })).toBeFocused();

    // The officer solves the first; "yes" closes it and the customer leaves a review.
    expect(
      (
        await api.post(`/api/staff/tickets/${first}/solve`, { response: 'Refund sent.', remedy: 'refund' })
      ).status(),
    ).toBe(200);
    await openTicket(page, lang, first);
    await page.getByRole('button', { name: t.yes }).click();
    await expect(page.getByText(t.statuses.closed, { exact: true })).toBeVisible();
    // The confirmation takes focus and scrolls into view once it is painted: a tap made before
    // that (on a busy machine, the effect runs late) lands where the page is about to move from.
    const closed = page.getByRole('status', { name: t.confirmedYes });
    await expect(closed).toBeFocused();
    await expect(closed).toBeInViewport();
    // The face is tapped where a visitor taps it, on its visible label (the radio itself is
    // visually hidden), so Playwright waits for it to be still and not covered.
    const face = page.getByRole('radio', { name: t.ratings['5'] });
    await page.locator('label', { has: face }).click();
    await expect(face).toBeChecked();
    await page.getByLabel(t.comment).fill('Quick and helpful.');
    await page.getByRole('button', { name: t.reviewSubmit }).click();
    await enterCode(page, lang, `ticket-review:${first}`);
    await expect(page.getByRole('heading', { name: t.yourReview })).toBeVisible();
    await expect(page.getByRole('status', { name: t.reviewSent })).toBeFocused();
    await expect(page.getByText('Quick and helpful.')).toBeVisible();
    await expectAccessible(page);
  });
}

test.describe('refusals', () => {
  // The browser logs the refusal it was meant to get.
  test.use({ allowedConsoleErrors: [/status of 409/] });
  test('ticket form refusals: account not active, and the transaction number for transfers (en)', async ({
    page,
  }) => {
    const s = catalog('en').support;
    await useLanguage(page, 'en');
    await page.goto('/support');
    await page.getByLabel(s.nationalId).fill('1012345672');
    await page.getByLabel(s.name).fill('Fatimah Ali Al-Harbi');
    await page.getByLabel(s.email).fill('fatimah@example.com');
    await page.getByLabel(s.phone).fill('0500000003');
    await page.getByLabel(s.category).selectOption({ label: s.categories.inquiry });
    await page.getByLabel(s.requestType).selectOption({ label: s.requestTypes.outgoing_transfer });
    await page.getByLabel(s.description).fill('Where is my transfer?');
    await page.getByRole('button', { name: s.submit }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel(s.transactionNumber).fill('1234567890');
    await page.getByRole('button', { name: s.submit }).click();
    await expect(page.getByText('Account not active: register in the app first.').first()).toBeVisible();
  });
});
