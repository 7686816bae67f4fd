import type { Brand } from './brand-schema.js';
import brandJson from './brand.json' with { type: 'json' };

/**
 * The profile as written in brand.json, not parsed here: parsing at module load put zod on every
 * web page's critical path (26 KB). brand.json is checked against BrandSchema (brand-schema.ts) by
 * brand.test.ts and by the server at start (config/index.ts), so a bad profile never ships or runs.
 */
export const brand: Brand = brandJson as Brand;
