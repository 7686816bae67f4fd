import { expect, expectAccessible, test, useLanguage } from './fixtures';

test('in Arabic: the footer names the SAMA licence, CR and VAT numbers and the way to complain to SAMA', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const footer = page.getByRole('contentinfo');
  const licence = footer.getByRole('region', { name: 'الترخيص' });
  await expect(licence).toContainText('رقم ترخيص البنك المركزي السعودي (ساما)');
  await expect(licence).toContainText('MC-1985-0417');
  await expect(licence).toContainText('رقم السجل التجاري');
  await expect(licence).toContainText('1010019850');
  await expect(licence).toContainText('310000000000003');
  const complaints = footer.getByRole('region', { name: 'الشكاوى' });
  await expect(complaints.getByRole('link', { name: 'تواصل مع خدمة العملاء' })).toHaveAttribute(
    'href',
    '/support',
  );
  const samaCares = complaints.getByRole('link', { name: /ساما تهتم/ });
  await expect(samaCares).toHaveAttribute('href', 'https://www.samacares.sa');
  await expect(samaCares).toHaveAttribute('target', '_blank');
  await expect(complaints.getByRole('link', { name: '800 125 6666' })).toHaveAttribute(
    'href',
    'tel:8001256666',
  );
  // Brand marks, not generic glyphs: each social link draws its network's logo and is named after it.
  const whatsapp = footer.getByRole('link', { name: 'واتساب (يفتح في علامة تبويب جديدة)' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(whatsapp.locator('svg path')).toHaveAttribute('d', /^M17\.472/);
  for (const name of ['إنستغرام', 'فيسبوك', 'إكس']) {
    await expect(footer.getByRole('link', { name: `${name} (يفتح في علامة تبويب جديدة)` })).toBeVisible();
  }
  await expectAccessible(page);
});

test('in English: licence details and the service links, including the tax invoice', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'Licensing' })).toContainText(
    'Saudi Central Bank (SAMA) licence no.',
  );
  await expect(
    footer.getByRole('region', { name: 'Complaints' }).getByRole('link', { name: /SAMACares/ }),
  ).toBeVisible();
  await footer.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page).toHaveURL(/\/vat$/);
});
