import { brand, LANGUAGES, type Banner, type Language } from '@waha/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { HeadCollector } from '../../lib/head';

const OG_LOCALE: Record<Language, string> = { ar: 'ar_SA', en: 'en_US', ur: 'ur_PK' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The address of a page in one language: the path with `?lang=` (the server's first choice). */
export function languageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}?lang=${language}`;
}

/**
 * The page's canonical address. Asked with `?lang=`, the page is that language's version: its own
 * canonical, as it is its own hreflang alternate. Asked without it, the address is the x-default
 * one (the language is the visitor's cookie, else Arabic), and it names itself: naming `?lang=ar`
 * would point search engines at another hreflang location of the same page (issue 26, point 8).
 */
export function canonicalUrl(origin: string, url: URL, language: Language): string {
  return url.searchParams.get('lang') === language
    ? languageUrl(origin, url.pathname, language)
    : `${origin}${url.pathname}`;
}

export interface HeadInput {
  t: TFunction;
  language: Language;
  origin: string;
  url: URL;
  collected: HeadCollector;
  noindex: boolean;
  queries: QueryClient;
}

/**
 * <head> tags of one page in one language: title, description, canonical and hreflang alternates
 * (each language has its own address through `?lang=`), Open Graph, robots, and the first banner
 * image preloaded so the largest paint does not wait for JavaScript.
 */
export function buildHead({ t, language, origin, url, collected, noindex, queries }: HeadInput): string {
  const company = brand.companyName[language];
  const title = collected.title ?? company;
  const description = collected.description ?? t('seo.description', { company });
  const canonical = canonicalUrl(origin, url, language);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (lng) =>
        `<link rel="alternate" hreflang="${lng}" href="${escapeHtml(languageUrl(origin, url.pathname, lng))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + url.pathname)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(company)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    ...LANGUAGES.filter((lng) => lng !== language).map(
      (lng) => `<meta property="og:locale:alternate" content="${OG_LOCALE[lng]}">`,
    ),
  ];
  const banner = queries.getQueryData<Banner[]>(['banners', language])?.[0];
  if (banner) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(new URL(banner.desktop_image_url, origin).href)}">`,
      // The two sources of the first banner's <picture>: only the one the screen uses is fetched.
      `<link rel="preload" as="image" href="${escapeHtml(banner.mobile_image_url)}" media="(max-width: 639px)" fetchpriority="high">`,
      `<link rel="preload" as="image" href="${escapeHtml(banner.desktop_image_url)}" media="(min-width: 640px)" fetchpriority="high">`,
    );
  }
  return tags.filter(Boolean).join('\n    ');
}
