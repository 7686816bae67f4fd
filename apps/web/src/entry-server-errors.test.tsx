import type { Language, SsrContentSource } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const DB_TEXT = 'value "2147483648" is out of range for type integer';
const REQUEST_ID = 'req-7f3a9c21-test';

function contentWith(overrides: Partial<SsrContentSource> = {}): SsrContentSource & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    banners: async () => [],
    posts: async () => ({ posts: [], next: null }),
    post: async (id) => {
      asked.push(id);
      return null;
    },
    partners: async () => [],
    branches: async () => [],
    faqs: async () => [],
    offers: async () => [],
    tutorials: async () => [],
    page: async () => null,
    rateHistory: async () => null,
    exchangeRates: async () => null,
    ...overrides,
  };
}

async function page(
  url: string,
  language: Language,
  content: SsrContentSource,
  errorStatus?: (error: unknown) => number,
) {
  const result = await render({
    url,
    origin: 'https://waha.example',
    language,
    content,
    requestId: REQUEST_ID,
    errorStatus,
  });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
}

/** Nothing of a failure reaches the page: no stack line, no file, no database word. */
function expectNoLeak(text: string) {
  expect(text).not.toMatch(/\bat .*\(|node_modules|\.js:\d+|out of range|for type integer|postgres|sqlite/i);
}

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the server render of a page that cannot be shown', () => {
  it.each([
    ['en', 'Page not found'],
    ['ar', 'الصفحة غير موجودة'],
    ['ur', 'صفحہ نہیں ملا'],
  ] as const)('/posts/2147483648 (%s) is not found (404) without asking for the post', async (lng, title) => {
    const content = contentWith();
    const result = await page('/posts/2147483648', lng, content);
    expect(result.status).toBe(404);
    expect(headingOf(result.html)).toBe(title);
    expect(content.asked).toEqual([]);
    expect(result.failure).toBeUndefined();
    expectNoLeak(result.html);
    // Inside the site's layout: the header's navigation is still there.
    expect(result.html).toMatch(/<nav\b/);
    expect(result.head).toContain('noindex');
    // The browser hydrates the same error page.
    expect(JSON.parse(result.data).router.errors).toEqual({
      [Object.keys(JSON.parse(result.data).router.errors)[0]!]: {
        status: 404,
        statusText: '',
        internal: false,
        data: { requestId: REQUEST_ID },
      },
    });
  });

  it.each(['0', '007', '1e3', 'abc'])('/posts/%s is not found either', async (id) => {
    const content = contentWith();
    expect((await page(`/posts/${id}`, 'en', content)).status).toBe(404);
    expect(content.asked).toEqual([]);
  });

  it('a post that does not exist is not found (404)', async () => {
    const content = contentWith();
    const result = await page('/posts/5', 'en', content);
    expect(content.asked).toEqual([5]);
    expect(result.status).toBe(404);
    expect(headingOf(result.html)).toBe('Page not found');
  });

  it.each([
    ['en', 'Something went wrong'],
    ['ar', 'حدث خطأ ما'],
    ['ur', 'کچھ غلط ہو گیا'],
  ] as const)(
    'a loader that fails gives the 500 page (%s) with the request id, its failure only for the log',
    async (lng, title) => {
      const failure = new Error(DB_TEXT);
      const result = await page('/posts/12', lng, contentWith({ post: () => Promise.reject(failure) }));
      expect(result.status).toBe(500);
      expect(headingOf(result.html)).toBe(title);
      expect(result.html).toContain(`>${REQUEST_ID}</code>`);
      expect(result.failure).toBe(failure);
      expectNoLeak(result.html);
      expectNoLeak(result.data);
      // (The head's font preloads name node_modules under the test's dev server: only the words here.)
      expect(result.head).not.toMatch(/out of range|integer/);
    },
  );

  it("takes the status from the server's rule: a dependency outage is 503 with its own words", async () => {
    const result = await page(
      '/',
      'en',
      contentWith({ banners: () => Promise.reject(new Error('Connection terminated unexpectedly')) }),
      () => 503,
    );
    expect(result.status).toBe(503);
    expect(result.html).toContain('Part of our service is not answering right now.');
    expect(result.html).not.toContain('Connection terminated');
    expect(result.html).toContain(REQUEST_ID);
  });

  it("a page whose render throws gives the 500 page in the page's place", async () => {
    // A post without its fields makes the list's render throw (a bug, here on purpose).
    const broken = { posts: [null], next: null } as unknown as Awaited<ReturnType<SsrContentSource['posts']>>;
    const result = await page('/posts', 'en', contentWith({ posts: async () => broken }));
    expect(result.status).toBe(500);
    expect(headingOf(result.html)).toBe('Something went wrong');
    expect(result.failure).toBeInstanceOf(Error);
    expectNoLeak(result.html);
    expect(result.html).toMatch(/<nav\b/);
  });
});
