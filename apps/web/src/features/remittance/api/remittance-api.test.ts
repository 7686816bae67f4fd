import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmRemittanceRequest } from './confirm-request';
import { requestRemittanceCode } from './request-code';

// The answers are parsed with the shared schemas, not cast: a malformed body is an error.
afterEach(() => vi.unstubAllGlobals());
const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

describe('remittance calls', () => {
  it('reads a well-formed code answer and refuses a malformed one', async () => {
    const sent = {
      maskedPhone: '+966 5•• ••• 001',
      expiresAt: '2026-01-01T10:05:00.000Z',
      resendAfterSeconds: 60,
    };
    answer(sent);
    await expect(requestRemittanceCode('inquiry', {})).resolves.toEqual(sent);
    answer({ maskedPhone: '+966 5•• ••• 001', resendAfterSeconds: 'soon' });
    await expect(requestRemittanceCode('inquiry', {})).rejects.toThrow();
  });

  it('reads a well-formed confirmation and refuses a malformed one', async () => {
    const confirmed = { reference: 'IQABCDEFGH', createdAt: '2026-01-01T10:00:00.000Z' };
    answer(confirmed);
    await expect(confirmRemittanceRequest('cancel', {}, '123456')).resolves.toMatchObject(confirmed);
    answer({ reference: 42 });
    await expect(confirmRemittanceRequest('cancel', {}, '123456')).rejects.toThrow();
  });
});
