import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

describe('development outbox', () => {
  it('is not served in production', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
