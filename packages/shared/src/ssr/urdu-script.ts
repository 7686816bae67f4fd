/**
 * Urdu pages are set in naskh (Noto Sans Arabic, as Arabic pages) until the visitor's browser holds
 * the Nastaliq fonts, then in Nastaliq (ADR 2605). The web app fetches the two Nastaliq files
 * after a page has loaded and records it in this cookie; the server then marks the next Urdu page
 * with this class on `<html>` and preloads the files from the browser's cache. So no Urdu page
 * changes its face after it is drawn (a late Nastaliq moved every line), and the 230 KB of
 * Nastaliq never hold back a first visit's first paint.
 */
export const NASTALIQ_COOKIE = 'nastaliq';
export const NASTALIQ_CLASS = 'nastaliq';
