import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { AppConfig } from './config/index.js';
import { createTestApp, unreachableSms } from './test/test-app.js';

const HTTP_SMS = unreachableSms();
// What loadConfig gives production when nothing says otherwise.
const PRODUCTION: Partial<AppConfig> = {
  env: 'production',
  sms: HTTP_SMS,
  demoData: false,
  apiDocsUi: false,
};

describe('production', () => {
  it('has no demo identities, no dev outbox, no Swagger UI (the JSON stays) and a health check that names no engine', async () => {
    const prod = await createTestApp(PRODUCTION);
    try {
      const readme = await prod.app.inject({
        method: 'POST',
        url: '/api/remittance/inquiry/code',
        payload: { reference: '1000000011', nationalId: '1000000008' },
      });
      expect(readme.json().code).toBe('remittance_mismatch');
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      const doc = await prod.app.inject({ url: '/api/docs/json' });
      expect(doc.json().paths).toHaveProperty('/api/exchangeRates');
      const health = await prod.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.body).not.toMatch(/sqlite|postgres/i);
    } finally {
      await prod.close();
    }
  });

  it('refuses to start on a database that holds the demo identities, unless DEMO_DATA=true', async () => {
    const demo = await createTestApp();
    await demo.app.close();
    try {
      const config = { ...demo.config, ...PRODUCTION };
      await expect(buildApp(config)).rejects.toThrow(/Invalid environment variable DEMO_DATA/);
      const allowed = await buildApp({ ...config, demoData: true });
      await allowed.close();
    } finally {
      await demo.close().catch(() => undefined);
    }
  });

  it('refuses the console SMS sender even in a configuration built by hand', async () => {
    const base = await createTestApp({}, { seed: false });
    await base.app.close();
    try {
      await expect(
        buildApp({ ...base.config, ...PRODUCTION, sms: { ...HTTP_SMS, provider: 'console' } }),
      ).rejects.toThrow(/Invalid environment variable SMS_PROVIDER/);
    } finally {
      await base.close().catch(() => undefined);
    }
  });
});
