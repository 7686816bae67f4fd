import { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HeadCollector } from '../../lib/head';
import { buildHead } from './head-tags';

const ORIGIN = 'https://example.test';
const t = ((key: string) => key) as unknown as TFunction;

function head(address: string, language: 'ar' | 'en' | 'ur') {
  const html = buildHead({
    t,
    language,
    origin: ORIGIN,
    url: new URL(address, ORIGIN),
    collected: new HeadCollector(),
    noindex: false,
    queries: new QueryClient(),
  });
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]);
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
  const ogUrl = /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1];
  return { canonical, alternates, ogUrl };
}

describe('buildHead: canonical and hreflang', () => {
  it('a language’s address is its own canonical and its own hreflang alternate', () => {
    const { canonical, alternates, ogUrl } = head('/faq?lang=en', 'en');
    expect(canonical).toEqual([`${ORIGIN}/faq?lang=en`]);
    expect(alternates).toEqual({
      ar: `${ORIGIN}/faq?lang=ar`,
      en: `${ORIGIN}/faq?lang=en`,
      ur: `${ORIGIN}/faq?lang=ur`,
      'x-default': `${ORIGIN}/faq`,
    });
    expect(ogUrl).toBe(`${ORIGIN}/faq?lang=en`);
  });

  it.each([
    ['/', 'ar'],
    ['/faq', 'ar'],
    // The cookie chose English: the address is still the x-default one.
    ['/faq', 'en'],
    // An unknown ?lang is no language's address either.
    ['/faq?lang=fr', 'ar'],
  ] as const)('%s (in %s) names itself canonical, never another hreflang location', (address, language) => {
    const { canonical, alternates, ogUrl } = head(address, language);
    const self = `${ORIGIN}${new URL(address, ORIGIN).pathname}`;
    expect(canonical).toEqual([self]);
    expect(alternates['x-default']).toBe(self);
    expect(ogUrl).toBe(self);
    for (const lng of ['ar', 'en', 'ur']) expect(alternates[lng]).toBe(`${self}?lang=${lng}`);
  });
});
