// The stylesheets are the entry's own: the built page links them, so they block the first paint
// as they must, while the application's code comes after it (ADR 2605).
import '@fontsource-variable/noto-sans';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './fonts/urdu.css';
import './index.css';
import { afterFirstPaint } from './lib/after-first-paint';

/**
 * The server sends the whole page as HTML; scripts only make it interactive. The browser draws it
 * first, then fetches and runs the application (React, the router, the page's code) and hydrates.
 * Run before the paint, that code (about 150 KB) held the page's first frame back on a phone.
 */
await afterFirstPaint();
await import('./app-start');
