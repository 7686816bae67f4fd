import { NASTALIQ_CLASS, NASTALIQ_COOKIE } from '@waha/shared';
// The files fonts/urdu.css names (Vite gives both the same hashed address).
import nastaliq400 from '@urdu-fonts/nastaliq-400.woff2?url';
import nastaliq700 from '@urdu-fonts/nastaliq-700.woff2?url';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * Fetched as files into the HTTP cache, not loaded as faces (document.fonts.load): a face that
 * finishes loading makes the browser recompute every text's font and lay the page out again, a
 * long task on a phone, though no text on this page uses it.
 */
const FILES = [nastaliq400, nastaliq700];

let started = false;
let fetched = false;

function whenIdle(run: () => void): void {
  const later = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function inNastaliq(): boolean {
  return document.documentElement.classList.contains(NASTALIQ_CLASS);
}

/**
 * On an Urdu page still set in naskh: once the page has loaded and the browser is idle, fetch the
 * Nastaliq files into its cache and say so in a cookie, so the server sets the next Urdu page in
 * Nastaliq from its first paint (ADR 2605). This page keeps its face: a swap now would move every
 * line under the reader. Offline or refused, nothing changes and naskh stays.
 */
export function fetchNastaliqForNextPage(): void {
  if (started || inNastaliq() || document.documentElement.lang !== 'ur') return;
  started = true;
  whenIdle(() => {
    // As the page's font requests ask (CORS, same origin), so the preload finds them cached.
    Promise.all(
      FILES.map(async (file) => {
        const response = await fetch(file, { mode: 'cors', credentials: 'same-origin', priority: 'low' });
        await response.arrayBuffer();
        return response.ok;
      }),
    )
      .then((oks) => {
        if (!oks.every(Boolean)) return;
        const secure = window.location.protocol === 'https:' ? '; secure' : '';
        document.cookie = `${NASTALIQ_COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
        fetched = true;
      })
      .catch(() => {
        // Offline or refused: this visitor keeps naskh, and the next Urdu page tries again.
        started = false;
      });
  });
}

/**
 * Called as the router shows another page (the visitor's own tap: the page changes anyway): an
 * Urdu page whose Nastaliq files are already in switches to them with it. Never later: a change
 * of face that is not part of the visitor's move would shift the page under them.
 */
export function switchToNastaliqIfFetched(): void {
  if (fetched && document.documentElement.lang === 'ur') {
    document.documentElement.classList.add(NASTALIQ_CLASS);
  }
}
