import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentFirstHtml } from './build/content-first-html.ts';
import { flagFiles } from './build/flag-files.ts';
import { urduFontSubset } from './build/urdu-font-subset.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// The flag package publishes its SVG files but no export for them: find the package the way Node
// does (whichever node_modules holds it), never by a relative path into node_modules.
const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

const nastaliqDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-nastaliq-urdu/package.json')),
  'files',
);
// Generated, not committed: the subset Urdu fonts (ADR 0904), rebuilt when their inputs change.
const urduFontsDir = path.resolve(here, 'node_modules/.cache/urdu-fonts');

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|clsx|simple-icons|@radix-ui[\\/]react-direction)[\\/]/;
/**
 * lucide's glyphs the public pages draw: those imported by components/ui/icon.tsx (as file names,
 * `ArrowLeftRight` -> `icons/arrow-left-right.mjs`). Other glyphs (the staff desks') stay in the chunks
 * that import them instead of riding in every public page's first load.
 */
const PUBLIC_GLYPHS = new Set(
  (
    /import \{([^}]*)\} from 'lucide-react'/.exec(
      readFileSync(path.join(here, 'src/components/ui/icon.tsx'), 'utf8'),
    )?.[1] ?? ''
  )
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name))
    .map((name) => name.replace(/(?<=[a-z0-9])([A-Z0-9])/g, '-$1').toLowerCase()),
);
const LUCIDE = /node_modules[\\/]lucide-react[\\/].*?(?:icons[\\/]([^\\/]+)\.m?js)?$/;
function inFramework(id: string): boolean {
  if (FRAMEWORK.test(id)) return true;
  const lucide = LUCIDE.exec(id);
  return Boolean(lucide && (!lucide[1] || PUBLIC_GLYPHS.has(lucide[1])));
}

const FIRST_LOAD_GROUPS = [
  // What the entry runs before the first paint (ADR 2605): Vite's helper for dynamic imports on
  // its own. In another group the entry would import that group's code, and its dependencies,
  // before the paint.
  { name: 'boot', test: /vite[\\/]preload-helper/, priority: 10 },
  { name: 'framework', test: inFramework },
  {
    name: 'app-core',
    test: /(apps[\\/]web[\\/]src[\\/](lib[\\/](language|use-language|storage-keys|i18n|api-client|analytics|phone-format|use-document-title|use-hydrated|head|parse-response|posts-query|embeds|toasts|yield-to-main)\.ts|components[\\/]ui[\\/](spinner|button|field|dialog|icon|client-only|load-when-near|video-player|form-alert)\.tsx)|packages[\\/]shared[\\/]src[\\/](i18n[\\/]languages|rules[\\/](digits|search-text|branch-hours)|format[\\/](date-time|number)|limits|config[\\/]brand|http-headers)\.ts)$/,
  },
];

// Two builds (ADR 0901): the browser's (dist/client, served) and the server entry
// (dist/server/entry-server.js, imported by the API server to render each page).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contentFirstHtml(),
    flagFiles(flagsDir),
    urduFontSubset({
      fontsDir: nastaliqDir,
      localesDir: path.resolve(here, '../../packages/shared/src/i18n/locales/ur'),
      outDir: urduFontsDir,
    }),
  ],
  // public/ is served from the client build only.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // The shared package is consumed as source: one copy of every rule, no build step in dev.
    alias: {
      '@waha/shared': path.resolve(here, '../../packages/shared/src/index.ts'),
      '@urdu-fonts': urduFontsDir,
    },
  },
  server: {
    // 127.0.0.1, not localhost: the dev server listens on IPv4 loopback only (HOST default).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  ssr: {
    // One self-contained server bundle: the same module shapes (CommonJS interop included) as the
    // browser build, and nothing resolved from node_modules at run time.
    noExternal: true,
    target: 'node',
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // Every browser the site supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    // Maps are written but not linked from the bundles; scripts/post-build.mjs moves them out of
    // the served folder (dist/sourcemaps).
    sourcemap: isSsrBuild ? false : 'hidden',
    // Fewer, larger files on the first load (ADR 0903): every response costs its headers and a
    // request, and the default split made 35 scripts of `/`, half of them under 1 KB. The groups
    // hold only code every page runs at start; what loads later keeps its own chunks.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
}));
