import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { pngBytes, runStamp, staffSignIn } from './staff-helpers';

/**
 * The content desk's site areas end to end (issue 11): the content editor changes a branch's phone
 * and hours, and publishes a banner with an uploaded image in three languages; the home page shows
 * both. Once in Arabic, once in English (each on its own branch, so neither sees the other's edit).
 */
const CASES = [
  {
    language: 'ar' as const,
    branch: 'الطائف',
    phone: '0127000018',
    t: {
      branches: 'الفروع',
      edit: 'تعديل الفرع',
      phone: 'الهاتف',
      closes: 'يغلق الساعة (س:د، 24:00 لمنتصف الليل)',
      save: 'حفظ',
      hoursError: 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.',
      region: 'فروعنا',
      call: /اتصل بفرع الطائف/,
      banners: 'اللافتات',
      newBanner: 'لافتة جديدة',
      title: 'العنوان',
      alt: 'وصف الصورة',
      langs: ['العربية', 'الإنجليزية', 'الأردية'],
      upload: /^رفع صورة سطح المكتب/,
      desktop: 'عنوان صورة سطح المكتب',
      mobile: 'عنوان صورة الجوال',
      order: 'الترتيب',
      uploaded: 'تم رفع الصورة.',
      publish: 'نشر',
      unpublish: 'إلغاء النشر',
      ads: 'الإعلانات',
    },
  },
  {
    language: 'en' as const,
    branch: 'Jeddah – Al-Masadiya',
    phone: '0127000013',
    t: {
      branches: 'Branches',
      edit: 'Edit branch',
      phone: 'Phone',
      closes: 'Closes at (HH:MM, 24:00 for midnight)',
      save: 'Save',
      hoursError: 'Closing time must be after opening time.',
      region: 'Our branches',
      call: /Call the Jeddah – Al-Masadiya branch/,
      banners: 'Banners',
      newBanner: 'New banner',
      title: 'Title',
      alt: 'Image description',
      langs: ['Arabic', 'English', 'Urdu'],
      upload: /^Upload the desktop image/,
      desktop: 'Desktop image address',
      mobile: 'Mobile image address',
      order: 'Order',
      uploaded: 'Image uploaded.',
      publish: 'Publish',
      unpublish: 'Unpublish',
      ads: 'Announcements',
    },
  },
];

// Both languages sign in the same demo editor; a TOTP code is accepted once per 30 s step.
test.describe.configure({ mode: 'serial' });

for (const c of CASES) {
  test(`content desk in ${c.language}: a branch's phone and a banner reach the home page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, c.language);
    const t = c.t;
    const at = Date.now();

    // 1. Branch information: a wrong hour is refused next to its field, then the phone is saved.
    await staffSignIn(page, 'editor', c.language);
    await page.getByRole('navigation').getByRole('link', { name: t.branches }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: c.branch })
      .getByRole('button', { name: t.edit })
      .click();
    const form = page.getByRole('form', { name: `${t.edit}: ${c.branch}` });
    await form.getByLabel(t.closes).fill('08:00');
    await form.getByRole('button', { name: t.save, exact: true }).click();
    await expect(form.getByText(t.hoursError)).toBeVisible();
    await form.getByLabel(t.closes).fill('22:00');
    await form.getByLabel(t.phone).fill(c.phone);
    await expectAccessible(page);
    await form.getByRole('button', { name: t.save, exact: true }).click();
    await expect(form).toHaveCount(0);

    // 2. A banner with an uploaded desktop image, in three languages, published.
    await page.getByRole('navigation').getByRole('link', { name: t.banners }).click();
    await page.getByRole('button', { name: t.newBanner }).click();
    const titles = [
      `لافتة ${runStamp('arabic', at)}`,
      `Banner ${runStamp('latin', at)}`,
      `بینر ${runStamp('urdu', at)}`,
    ];
    for (const [i, lang] of t.langs.entries()) {
      await page.getByLabel(`${t.title} (${lang})`).fill(titles[i]!);
      await page.getByLabel(`${t.alt} (${lang})`).fill(`${titles[i]} alt`);
    }
    await page
      .getByLabel(t.upload)
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngBytes(1200, 400) });
    await expect(page.getByRole('status').filter({ hasText: t.uploaded })).toBeVisible();
    await expect(page.getByLabel(t.desktop)).toHaveValue(/^\/api\/media\/.+\.webp$/);
    await page.getByLabel(t.mobile).fill('/media/banners/rates-mobile.svg');
    // Last in the carousel, so the home page's other tests still see the first banner first.
    await page.getByLabel(t.order).fill(c.language === 'ar' ? '٩٩' : '99');
    await expectAccessible(page);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const ownTitle = titles[c.language === 'ar' ? 0 : 1]!;
    const row = page.getByRole('row').filter({ hasText: ownTitle });
    await row.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(row.getByRole('button', { name: t.unpublish })).toBeVisible();

    // 3. The home page, server-rendered, shows both at once.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', c.language === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page
        .getByRole('region', { name: t.ads })
        .getByRole('img', { name: `${ownTitle} alt` })
        .first(),
    ).toBeAttached();
    await expect(
      page.getByRole('region', { name: t.region }).getByRole('link', { name: t.call }),
    ).toHaveAttribute('href', `tel:${c.phone}`, { timeout: 20_000 });

    // Leave the carousel as the other tests expect it.
    await page.goto('/staff/banners');
    await page
      .getByRole('row')
      .filter({ hasText: ownTitle })
      .getByRole('button', { name: t.unpublish })
      .click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: ownTitle })
        .getByRole('button', { name: t.publish, exact: true }),
    ).toBeVisible();
  });
}
