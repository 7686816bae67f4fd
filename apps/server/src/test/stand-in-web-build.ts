import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-data-->';

/**
 * A stand-in web build in a fresh temporary folder: the page template and a server entry whose
 * module source is `entrySource` (it exports APP_ROUTES and render). Server tests use it to see
 * what web-app.ts asks the render and what it does with the answer, without building the web app.
 */
export function standInWebBuild(entrySource: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'waha-web-'));
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'client', 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), entrySource);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
