import type { Plugin } from 'vite';

/**
 * The built page template asks for its stylesheet before its scripts, and for the scripts at low
 * priority (ADR 0905). The server sends the whole page as HTML: the stylesheet, the fonts and the
 * first banner image are what a phone needs to draw it; the scripts only make it interactive. At
 * the default priority the modules (about 130 KB) competed with them for a slow connection, and
 * Lighthouse counts every high-priority script loaded before the first paint as blocking it.
 */
export function contentFirstHtml(): Plugin {
  return {
    name: 'content-first-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        let out = html;
        for (const tag of stylesheets) out = out.replace(tag, '');
        out = out.replace(
          '<!--app-head-->',
          () => `<!--app-head-->\n${stylesheets.map((tag) => tag.trimEnd()).join('\n')}`,
        );
        return out
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
      },
    },
  };
}
