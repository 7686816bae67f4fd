import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = path.resolve(import.meta.dirname, 'packages/shared/src/index.ts');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@waha/shared': shared } },
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Pure functions with no module state: one module graph per worker (8x faster).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // One jsdom per worker, each file still in its own VM context: a third of the time of a
          // jsdom per file (docs/benchmarks.md), and no state shared between files.
          pool: 'vmThreads',
          // Above Testing Library's 5 s wait (src/test/setup.ts), for a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: { '@waha/shared': shared } },
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Each file builds its own app and database; forks keep native modules isolated. The
          // module graph (the whole app) is imported once per worker, not once per file: no file
          // mocks modules, and module-level state is limited to caches of derived values.
          pool: 'forks',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
