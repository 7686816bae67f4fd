import { DEMO_STAFF, DEMO_STAFF_PASSWORD, SIGN_IN_LABELS, staffSignIn } from './staff-helpers';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

/**
 * Passkeys as the second factor (issue 11): a staff member registers a passkey on their account
 * page, signs out, and signs in with password + passkey; then removes it. The browser's
 * authenticator is Chromium's virtual one (DevTools protocol), with user verification.
 *
 * WebAuthn refuses an IP address as the relying party, so these pages are opened at localhost.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });

const CASES = [
  {
    language: 'ar' as const,
    who: 'hr' as const,
    t: {
      account: 'حسابي',
      heading: 'عامل التحقق الثاني',
      name: 'اسم مفتاح المرور الجديد',
      add: 'إضافة مفتاح مرور',
      added: 'أُضيف مفتاح المرور.',
      signOut: 'تسجيل الخروج',
      usePasskey: 'استخدام مفتاح مرور',
      lastUsed: /آخر استخدام في/,
      remove: (name: string) => `إزالة مفتاح المرور ${name}`,
      removed: 'أُزيل مفتاح المرور.',
      newCodes: 'إنشاء رموز استرداد جديدة',
    },
  },
  {
    language: 'en' as const,
    who: 'forms' as const,
    t: {
      account: 'My account',
      heading: 'Second factor',
      name: 'Name for the new passkey',
      add: 'Add a passkey',
      added: 'The passkey was added.',
      signOut: 'Sign out',
      usePasskey: 'Use a passkey',
      lastUsed: /last used/,
      remove: (name: string) => `Remove the passkey ${name}`,
      removed: 'The passkey was removed.',
      newCodes: 'Create new recovery codes',
    },
  },
];

for (const c of CASES) {
  test(`a staff member adds a passkey and signs in with it (${c.language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = c.t;
    await useLanguage(page, c.language);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await staffSignIn(page, c.who, c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.account }).click();
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', c.language === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page);

    // Keyboard only: name the passkey and press Enter.
    const passkeyName = c.language === 'ar' ? 'حاسوب المكتب' : 'Office computer';
    await page.getByLabel(t.name).fill(passkeyName);
    await page.getByLabel(t.name).press('Enter');
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(page.getByText(passkeyName, { exact: true })).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await expectAccessible(page);

    // New recovery codes are shown once.
    await page.getByRole('button', { name: t.newCodes }).click();
    await expect(page.getByRole('status').getByRole('listitem')).toHaveCount(10);

    // Sign out; sign in again with the password, then the passkey instead of a code.
    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    const l = SIGN_IN_LABELS[c.language];
    await page.getByLabel(l.login).fill(DEMO_STAFF[c.who].login);
    await page.getByLabel(l.password).fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: l.next }).click();
    await expect(page.getByRole('button', { name: t.usePasskey })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.usePasskey }).click();
    await expect(page).toHaveURL(/\/staff$/);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);

    // The account page shows it used; removing it takes it off the list.
    await page.getByRole('navigation').getByRole('link', { name: t.account }).click();
    await expect(page.getByText(t.lastUsed)).toBeVisible();
    await page.getByRole('button', { name: t.remove(passkeyName) }).click();
    await expect(page.getByText(t.removed)).toBeVisible();
    await expect(page.getByText(passkeyName, { exact: true })).toHaveCount(0);
  });
}
