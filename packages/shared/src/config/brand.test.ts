import { describe, expect, it } from 'vitest';
import { BrandSchema } from './brand-schema.js';
import { brand } from './brand.js';

describe('brand profile', () => {
  it('is valid and fictional, with nothing third-party switched on by default', () => {
    expect(brand.email).toMatch(/\.example$/);
    expect(brand.tagManagerId).toBeNull();
    expect(brand.chatWidget).toBeNull();
    // The map is configured, but its frame mounts only when a visitor picks a branch.
    expect(brand.mapEmbedBaseUrl).toBe('https://www.openstreetmap.org/export/embed.html');
    // Video likewise, from the provider's privacy-preserving (no-cookie) host, mounted on play.
    expect(brand.videoProviders).toEqual(['youtube']);
  });

  it('brand.json satisfies the schema exactly as written (the web app uses it unparsed)', () => {
    expect(BrandSchema.parse(brand)).toEqual(brand);
  });

  it('refuses a profile with a malformed field', () => {
    expect(BrandSchema.safeParse({ ...brand, vatNumber: '123' }).success).toBe(false);
    expect(
      BrandSchema.safeParse({ ...brand, social: { ...brand.social, photos: 'http://insecure' } }).success,
    ).toBe(false);
  });
});
