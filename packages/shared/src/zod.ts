import { config, z } from 'zod';

/**
 * zod, configured once before any schema is built. In a browser the site's CSP has no
 * 'unsafe-eval', and zod's default probe for a faster compiled parser (`new Function`) is a CSP
 * violation logged on every page; jitless parsing avoids it. Node has no CSP: the server keeps the
 * compiled parser. Every schema file imports `z` from here.
 */
config({ jitless: 'document' in globalThis });

export { z };
