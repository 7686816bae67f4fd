import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The shared package is consumed as source: one copy of every rule, no build step in dev.
    alias: { '@waha/shared': path.resolve(here, '../../packages/shared/src/index.ts') },
  },
  server: {
    // 127.0.0.1, not localhost: the dev server listens on IPv4 loopback only (HOST default).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
