import { describe, expect, it } from 'vitest';
import { BannerEditSchema, BranchInfoEditSchema, PageEditSchema, PartnerEditSchema } from './staff-site.js';

/**
 * The staff forms submit a schema's OUTPUT (react-hook-form with the zod resolver) and the server
 * parses it with the same schema: every output must parse again to itself.
 */
describe('content desk schemas accept their own output', () => {
  const cases = [
    [
      BannerEditSchema,
      {
        title_ar: 'ع',
        title_en: 'T',
        title_ur: 'ع',
        alt_ar: 'و',
        alt_en: 'A',
        alt_ur: 'و',
        desktopImage: '/media/banners/a.svg',
        mobileImage: '/media/banners/b.svg',
        linkUrl: '',
        targetBlank: false,
        sortOrder: '٩٩',
        validFrom: '',
        validUntil: '',
      },
    ],
    [
      PartnerEditSchema,
      { name: 'P', img: '/media/partners/p.svg', width: '٢٥٠', linkUrl: ' ', sortOrder: '1' },
    ],
    [
      BranchInfoEditSchema,
      {
        location_ar: 'م',
        location_en: 'L',
        location_ur: 'م',
        phone: '',
        mapUrl: 'https://maps.example/x',
        opensAt: '٠٩:٠٠',
        closesAt: '21:00',
        workDays: ['6', '0'],
      },
    ],
    [
      PageEditSchema,
      { title_ar: 'a', title_en: 'b', title_ur: 'c', text_ar: 'x', text_en: 'y', text_ur: 'z' },
    ],
  ] as const;

  it.each(cases)('%#', (schema, input) => {
    const once = schema.parse(input);
    expect(schema.parse(once)).toEqual(once);
  });

  it('reads digits and empties as the server stores them', () => {
    expect(BannerEditSchema.parse(cases[0][1])).toMatchObject({
      linkUrl: null,
      sortOrder: 99,
      validFrom: null,
    });
    expect(BranchInfoEditSchema.parse(cases[2][1])).toMatchObject({
      phone: null,
      opensAt: '09:00',
      workDays: [0, 6],
    });
    expect(PartnerEditSchema.parse(cases[1][1])).toMatchObject({ width: 250, linkUrl: null });
  });

  it('refuses links that are not a site path or https', () => {
    for (const linkUrl of ['javascript:alert(1)', 'http://x.example', '//evil.example', 'https://a b'])
      expect(PartnerEditSchema.safeParse({ ...cases[1][1], linkUrl }).success, linkUrl).toBe(false);
  });
});
