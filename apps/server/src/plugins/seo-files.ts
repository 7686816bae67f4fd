import { LANGUAGES, type PostSummary } from '@waha/shared';

/** What the sitemap needs of the web app's route table (exported by its server entry). */
export interface SitemapRoute {
  path: string;
  handle: { noindex?: boolean };
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /staff',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntry(origin: string, pathname: string): string {
  const alternates = LANGUAGES.map(
    (lng) =>
      `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(`${origin}${pathname}?lang=${lng}`)}"/>`,
  );
  return [
    '  <url>',
    `    <loc>${escapeXml(origin + pathname)}</loc>`,
    ...alternates,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + pathname)}"/>`,
    '  </url>',
  ].join('\n');
}

/** Every public page (not the noindex ones), and each published news post, with its languages. */
export function sitemapXml(origin: string, routes: SitemapRoute[], posts: PostSummary[]): string {
  const paths = routes
    .filter((route) => !route.handle.noindex && !route.path.includes(':'))
    .map((route) => route.path);
  paths.push(...posts.map((post) => `/posts/${post.id}`));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((pathname) => urlEntry(origin, pathname)),
    '</urlset>',
    '',
  ].join('\n');
}
