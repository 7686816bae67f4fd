import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// The flag package publishes its SVG files but no export for them: find the package the way Node
// does (whichever node_modules holds it) and give its 3x2 folder a name the flag glob can use.
const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

// Two builds (ADR 0901): the browser's (dist/client, served) and the server entry
// (dist/server/entry-server.js, imported by the API server to render each page).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // public/ is served from the client build only.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // The shared package is consumed as source: one copy of every rule, no build step in dev.
    alias: {
      '@waha/shared': path.resolve(here, '../../packages/shared/src/index.ts'),
      '@country-flags': flagsDir,
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
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    // Maps are written but not linked from the bundles; scripts/post-build.mjs moves them out of
    // the served folder (dist/sourcemaps).
    sourcemap: isSsrBuild ? false : 'hidden',
  },
}));
