import { describe, expect, it } from 'vitest';
import { expiringLinkValid, expiringQuery, sameSignature, signature } from './signed-link.js';

const SECRET = 's3cret';
const NOW = new Date(1_700_000_000_000);

describe('signed links', () => {
  // Signatures computed by the code each link had before this helper: links already sent keep working.
  it('signs as the statement, ticket-file and stop links always did', () => {
    expect(expiringQuery(SECRET, 'statement', 'R-1', 15 * 60 * 1000, NOW)).toBe(
      'expires=1700000900000&token=WskW6ha3WGUA4eXFMGPt_eYvfHA_dEhczjF-kAz0j1g',
    );
    expect(expiringQuery(SECRET, 'ticket-file', 'f-1', 30 * 60 * 1000, NOW)).toBe(
      'expires=1700001800000&token=KA_7VRFqI98JoD-TGGqnTQyqW0heinukZy0HnqbB2uk',
    );
    expect(signature(SECRET, 'rate-alert-stop', 'abc', 16)).toBe('mrmcLQlnuUlB30xIbdgAKg');
  });

  it('opens until it expires, and only for its subject, purpose and secret', () => {
    const query = new URLSearchParams(expiringQuery(SECRET, 'statement', 'R-1', 60_000, NOW));
    const link = { subject: 'R-1', expires: Number(query.get('expires')), token: query.get('token')! };
    const valid = (at: Date, purpose = 'statement', secret = SECRET) =>
      expiringLinkValid(secret, purpose, link, at);
    expect(valid(new Date(NOW.getTime() + 59_999))).toBe(true);
    expect(valid(new Date(NOW.getTime() + 60_000))).toBe(false);
    expect(valid(NOW, 'ticket-file')).toBe(false);
    expect(valid(NOW, 'statement', 'another secret')).toBe(false);
    expect(expiringLinkValid(SECRET, 'statement', { ...link, subject: 'R-2' }, NOW)).toBe(false);
    // A later expiry written into the link by hand breaks the signature.
    expect(expiringLinkValid(SECRET, 'statement', { ...link, expires: link.expires + 1 }, NOW)).toBe(false);
  });

  it('compares signatures whole, of any length, without throwing', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abd')).toBe(false);
    expect(sameSignature('abc', 'ab')).toBe(false);
    expect(sameSignature('abc', '')).toBe(false);
  });
});
