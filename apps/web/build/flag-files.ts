import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:flag-codes';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * Flags (country-flag-icons, MIT) as plain files under /flags/XX.svg instead of one hashed asset
 * per flag: a hashed file needs its name in the JavaScript, and the map of 267 names was 4 KB of
 * the home page's first load (ADR 0903). The build copies the SVGs to dist/client/flags, the dev
 * server serves them from the package folder `dir` (the 3x2 set, found by vite.config.ts), and
 * `virtual:flag-codes` lists which countries have one.
 */
export function flagFiles(dir: string): Plugin {
  const files = readdirSync(dir).filter((file) => /^[A-Z]{2}(-[A-Z0-9]+)?\.svg$/.test(file));
  return {
    name: 'flag-files',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const codes = files.map((file) => file.slice(0, -4)).join(' ');
      return `export const FLAG_CODES = new Set(${JSON.stringify(codes)}.split(' '));`;
    },
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const name = (req.url ?? '').slice(1).split('?')[0] ?? '';
        if (!files.includes(name)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(readFileSync(path.join(dir, name)));
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `flags/${file}`,
          source: readFileSync(path.join(dir, file)),
        });
      }
    },
  };
}
