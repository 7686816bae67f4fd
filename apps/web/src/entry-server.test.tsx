import type { Language, SsrContentSource } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/** No content: the pages under test are forms, and an empty home page still has its footer form. */
const content: SsrContentSource = {
  banners: async () => [],
  posts: async () => ({ posts: [], next: null }),
  post: async () => null,
  partners: async () => [],
  branches: async () => [],
  faqs: async () => [],
  offers: async () => [],
  tutorials: async () => [],
  page: async () => null,
  rateHistory: async () => null,
  exchangeRates: async () => null,
};

const NOTICE: Record<Language, string> = {
  ar: 'لم يُرسَل النموذج',
  en: 'Your form was not sent',
  ur: 'آپ کا فارم نہیں بھیجا گیا',
};

async function page(url: string, language: Language, notice?: 'formNotSent', nastaliq = false) {
  const result = await render({ url, origin: 'https://waha.example', language, content, notice, nastaliq });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
}

// The HTML visitors without scripts get: every form posts to its own page, never a GET.
function forms(html: string) {
  return [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => ({
    method: /method="([^"]*)"/.exec(tag)?.[1],
    action: /action="([^"]*)"/.exec(tag)?.[1],
  }));
}

describe('the server render of a form page', () => {
  it.each([
    ['/support', 'ar'],
    ['/inquiry', 'en'],
    ['/login', 'ur'],
    ['/call-request', 'en'],
    ['/', 'ar'],
  ] as const)('%s (%s) posts every form to itself and shows the notice only when asked', async (url, lng) => {
    const plain = await page(url, lng);
    expect(forms(plain.html).length).toBeGreaterThan(0);
    expect(forms(plain.html)).toEqual(forms(plain.html).map(() => ({ method: 'post', action: url })));
    expect(plain.html).not.toContain(NOTICE[lng]);
    expect(plain.data).not.toContain('formNotSent');

    const noticed = await page(url, lng, 'formNotSent');
    expect(noticed.html).toMatch(new RegExp(`<div role="alert"[^>]*><p[^>]*>${NOTICE[lng]}</p>`));
    // The browser hydrates with the same notice, so the page it takes over matches.
    expect(JSON.parse(noticed.data)).toMatchObject({ notice: 'formNotSent' });
  });

  it("leaves the footer form's strings out of what the page loads to start (they come with the form)", async () => {
    for (const [language, send] of [
      ['en', 'Send message'],
      ['ar', 'إرسال الرسالة'],
    ] as const) {
      const home = await page('/', language);
      // Rendered, with its strings in the page's language, for visitors without scripts...
      expect(home.html).toMatch(
        new RegExp(`<noscript>[\\s\\S]*<form\\b[\\s\\S]*${send}[\\s\\S]*</noscript>`),
      );
      // ...but the browser never hydrates it: its namespace is not loaded before hydration.
      const { namespaces } = JSON.parse(home.data) as { namespaces: string[] };
      expect(namespaces).toContain('common');
      expect(namespaces).not.toContain('contact');
    }
  });

  it('keeps the query in the action, so the page answers in the language it was opened in', async () => {
    const { html } = await page('/support?lang=en', 'en');
    expect(forms(html)).toContainEqual({ method: 'post', action: '/support?lang=en' });
  });

  it('renders /rates/history with its points, so nothing moves when the page goes live', async () => {
    const result = await render({
      url: '/rates/history?branch=19&currency=USD&range=7d',
      origin: 'https://waha.example',
      language: 'en',
      content: {
        ...content,
        rateHistory: async (query) => ({
          ...query,
          points: [
            { at: '2026-11-20T09:00:00.000Z', buy: '3.7412', sell: '3.7655' },
            { at: '2026-11-26T09:00:00.000Z', buy: '3.7398', sell: '3.7641' },
          ],
          updatedAt: '2026-11-26T09:00:00.000Z',
        }),
      },
    });
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('3.7398');
    expect(result.html).toContain('3.7655');
    expect(result.html).toContain('<table');
  });

  describe('/rates', () => {
    const usd = {
      CURRENCY: 'USD',
      CURR_NAME: 'US Dollar',
      CURR_ANAME: 'دولار أمريكي',
      RATEPURCHES: 3.745,
      RATESALE: 3.765,
      POPR: '*',
    };
    const asked: number[] = [];
    const withRates: SsrContentSource = {
      ...content,
      exchangeRates: async (branch) => {
        asked.push(branch);
        return { rows: [{ ...usd, RATESALE: 3 + branch / 1000 }], updatedAt: '2026-11-26T09:00:00.000Z' };
      },
    };
    const rates = async (url: string, language: Language = 'en') => {
      asked.length = 0;
      const result = await render({ url, origin: 'https://waha.example', language, content: withRates });
      if (result.kind !== 'page') throw new Error('expected a page');
      return result;
    };

    it('renders the board with its rows for the first branch, under the key the page hook reads', async () => {
      const { html, data } = await rates('/rates');
      expect(asked).toEqual([19]);
      expect(html).toContain('<table');
      expect(html).toContain('1 USD = 3.745 SAR');
      expect(html).toContain('1 USD = 3.019 SAR');
      // The same key as useExchangeRates (features/calculator/api): the browser hydrates, no refetch.
      const queries = (JSON.parse(data) as { queries: { queries: { queryKey: unknown[] }[] } }).queries;
      expect(queries.queries.map((query) => query.queryKey)).toContainEqual(['exchangeRates', 19]);
    });

    it('honours the branch the address names (Arabic-Indic digits too), and ignores one that is no branch', async () => {
      expect((await rates('/rates?branch=11')).html).toContain('1 USD = 3.011 SAR');
      expect(asked).toEqual([11]);
      expect((await rates('/rates?branch=%D9%A1%D9%A3', 'ar')).html).toContain('3.013');
      expect(asked).toEqual([13]);
      await rates('/rates?branch=99');
      expect(asked).toEqual([19]);
    });
  });
});

describe('the fonts a page preloads', () => {
  const preloads = (head: string) =>
    [...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map(
      ([, href = '']) =>
        href
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.woff2$|\.woff2$/, ''),
    );

  // Fetched with the page instead of after its stylesheet: a late swap moved /vat's footer.
  it('names the Latin and Arabic faces in Arabic and Urdu, the Latin one in English', async () => {
    expect(preloads((await page('/vat', 'ar')).head)).toEqual([
      'noto-sans-latin-wght-normal',
      'noto-sans-arabic-arabic-400-normal',
      'noto-sans-arabic-arabic-700-normal',
    ]);
    expect(preloads((await page('/vat', 'en')).head)).toEqual(['noto-sans-latin-wght-normal']);
    // Urdu is set in naskh until the browser holds Nastaliq (2 x 115 KB, ADR 2605)...
    expect(preloads((await page('/vat', 'ur')).head)).toEqual([
      'noto-sans-latin-wght-normal',
      'noto-sans-arabic-arabic-400-normal',
      'noto-sans-arabic-arabic-700-normal',
    ]);
    // ...then preloads it from the browser's cache; other languages ignore the cookie.
    expect(preloads((await page('/vat', 'ur', undefined, true)).head)).toEqual([
      'noto-sans-latin-wght-normal',
      'nastaliq-400',
      'nastaliq-700',
    ]);
    expect(preloads((await page('/vat', 'ar', undefined, true)).head)).toHaveLength(3);
  });
});
