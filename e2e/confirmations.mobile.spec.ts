import type { Locator, Page } from '@playwright/test';
import { catalog } from './catalog';
import { seedConfirmationsCase } from './confirmations-seed';
import { expect, expectAccessible, ownClient, test, useLanguage } from './fixtures';
import { lastCode } from './remittance-helpers';

// This file submits a ticket per language: its own client, so the suite's other ticket forms keep their budget.
test.use(ownClient('198.51.100.31'));

/**
 * Issue 26, point 3: on a phone, a visitor presses "send" at the bottom of a form; the
 * confirmation with the reference takes the form's place, comes into view and has the focus
 * (announced by a screen reader), instead of leaving the visitor looking at the footer.
 */
async function expectConfirmed(page: Page, message: string): Promise<Locator> {
  const done = page.getByRole('main').getByRole('status', { name: message });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
  return done;
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a ticket, a reply to it and a branch rating each end on their confirmation, in view and focused`, async ({
    page,
  }) => {
    test.slow();
    const t = catalog(lang, 'tickets');
    const otp = catalog(lang, 'otp');
    const who = seedConfirmationsCase(lang);
    await useLanguage(page, lang);

    // A new ticket.
    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const main = page.getByRole('main');
    await main.getByLabel(t('support.nationalId')).fill(who.nationalId);
    await main.getByLabel(t('support.name')).fill(who.name);
    await main.getByLabel(t('support.email')).fill('sara@example.com');
    await main.getByLabel(t('support.phone')).fill(who.phone);
    await main.getByLabel(t('support.category')).selectOption({ label: t('support.categories.inquiry') });
    await main
      .getByLabel(t('support.requestType'))
      .selectOption({ label: t('support.requestTypes.app_issue') });
    await main.getByLabel(t('support.description')).fill('The app does not show my transfer limits.');
    await main.getByRole('button', { name: t('support.submit') }).click();
    const ticket = await expectConfirmed(page, t('support.received'));
    await expect(ticket.getByTestId('ticket-id')).toHaveText(/^TK[A-Z0-9]{8}$/);
    await expectAccessible(page);

    // The answer to the officer's question, confirmed with the code sent to the phone on record.
    await page.goto('/ticket');
    await main.getByLabel(t('ticket.requestId')).fill(who.waiting);
    await main.getByLabel(t('ticket.nationalId')).fill(who.nationalId);
    await main.getByRole('button', { name: t('ticket.check') }).click();
    await main.getByLabel(t('ticket.reply')).fill('Version 4.2, on an Android phone.');
    await main.getByRole('button', { name: t('ticket.replySubmit') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(otp('dialog.label')).fill(await lastCode(page, `ticket-reply:${who.waiting}`));
    await dialog.getByRole('button', { name: otp('dialog.confirm') }).click();
    await expect(dialog).toBeHidden();
    const reply = await expectConfirmed(page, t('ticket.replySent'));
    await expect(reply).toContainText(who.waiting);
    await expectAccessible(page);

    // A branch rating. (The call request is asserted the same way in calls.spec.ts, in both
    // languages: a third and fourth call from this machine's one address would meet the
    // three-per-address hour of ADR 1250 in a full run.)
    const r = catalog(lang, 'ratings');
    await page.goto('/rate?branch=15');
    for (const question of ['professionalism', 'expectations', 'cleanliness']) {
      await main
        .getByRole('group', { name: r(`questions.${question}`) })
        .getByText(r('faces.5'), { exact: true })
        .click();
    }
    await main.getByRole('button', { name: r('send'), exact: true }).click();
    await expectConfirmed(page, r('thanks'));
    await expectAccessible(page);
  });
}
