import { expect, test } from './fixtures';
import { decode } from './html-text';
import { BARE_ROUTES, PUBLIC_ROUTES } from './routes';

/** What search engines read in the server's HTML: head tags, canonicals, robots and sitemap. */
test.describe('head tags for search engines', () => {
  test('each page has its title, description, canonical, hreflang alternates and Open Graph tags', async ({
    request,
    baseURL,
  }) => {
    const html = await request.get('/faq?lang=en').then((r) => r.text());
    const origin = new URL(baseURL!).origin;
    expect(html).toContain(
      '<title>Frequently asked questions | Al-Waha Exchange &amp; Remittance Co.</title>',
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/faq?lang=en">`);
    for (const lng of ['ar', 'en', 'ur']) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lng}" href="${origin}/faq?lang=${lng}">`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/faq">`);
    expect(html).toContain('<meta property="og:title" content="Frequently asked questions');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).not.toContain('noindex');
    // The first banner image is announced before any script runs (largest paint).
    const home = await request.get('/?lang=ar').then((r) => r.text());
    expect(home).toMatch(
      /<link rel="preload" as="image" href="[^"]+" media="\(max-width: 639px\)" fetchpriority="high">/,
    );
    // A page that only sends the visitor elsewhere is kept out of search engines.
    expect(await request.get('/whatsapp').then((r) => r.text())).toContain(
      '<meta name="robots" content="noindex">',
    );
  });

  test('every public route, with and without ?lang, is its own canonical and lists the same hreflang alternates', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const problems: string[] = [];
    for (const path of [...PUBLIC_ROUTES, ...BARE_ROUTES]) {
      const alternatesWanted = {
        ar: `${origin}${path}?lang=ar`,
        en: `${origin}${path}?lang=en`,
        ur: `${origin}${path}?lang=ur`,
        'x-default': `${origin}${path}`,
      };
      for (const query of ['', '?lang=ar', '?lang=en', '?lang=ur']) {
        const address = `${origin}${path}${query}`;
        const response = await request.get(`${path}${query}`);
        if (response.status() !== 200) problems.push(`${address}: status ${response.status()}`);
        const html = await response.text();
        const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) =>
          decode(m[1]!),
        );
        const alternates = Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
            m[1],
            decode(m[2]!),
          ]),
        );
        // Lighthouse fails a page whose canonical is another of its hreflang locations.
        if (canonical.length !== 1 || canonical[0] !== address)
          problems.push(`${address}: canonical ${canonical.join(', ') || 'none'}`);
        if (JSON.stringify(alternates) !== JSON.stringify(alternatesWanted))
          problems.push(`${address}: alternates ${JSON.stringify(alternates)}`);
        const others = Object.values(alternates).filter((href) => href !== address);
        if (canonical.some((href) => others.includes(href)))
          problems.push(`${address}: canonical points to another hreflang location`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe('robots and sitemap', () => {
  test('/robots.txt is text pointing to the sitemap; /sitemap.xml lists the public pages', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/faq', '/vat', '/about-us', '/posts/1']) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).toContain(`hreflang="ur" href="${origin}/faq?lang=ur"`);
    expect(xml).not.toContain('/whatsapp');
  });
});
