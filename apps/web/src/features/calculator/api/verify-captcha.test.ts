import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyCaptcha } from './verify-captcha';

afterEach(() => vi.unstubAllGlobals());
const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

describe('verifyCaptcha', () => {
  it('parses the answer with the shared schema instead of trusting it', async () => {
    answer({ verified: true, passSeconds: 900 });
    await expect(verifyCaptcha('payload')).resolves.toEqual({ verified: true, passSeconds: 900 });
    answer({ verified: false });
    await expect(verifyCaptcha('payload')).rejects.toThrow();
  });
});
