import { NASTALIQ_CLASS, NASTALIQ_COOKIE } from '@waha/shared';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// The two faces fonts/urdu.css declares; loading them applies them nowhere until the class is set.
const FACES = ['400 1em "Noto Nastaliq Urdu"', '700 1em "Noto Nastaliq Urdu"'];

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
  // A browser (or test DOM) without the CSS font loading API keeps naskh.
  if (!('fonts' in document)) return;
  started = true;
  whenIdle(() => {
    Promise.all(FACES.map((face) => document.fonts.load(face, 'اردو')))
      .then((loaded) => {
        if (!loaded.every((faces) => faces.length > 0)) return;
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
