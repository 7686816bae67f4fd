import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { staffPlugin } from './plugin.js';

const dir = mkdtempSync(path.join(tmpdir(), 'waha-route-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The staff plugin alone (no database is touched before a request), then the given routes. */
function appWith(routes: (app: FastifyInstance) => void): FastifyInstance {
  const app = Fastify();
  void app.register(fp(async () => {}, { name: 'db' }));
  void app.register(staffPlugin, { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }, dir) });
  // Started by app.ready(), which then fails as the server's start would.
  void app.register(async (scope) => routes(scope));
  return app;
}

describe('the start-up check of staff routes', () => {
  it('refuses to start when a staff route declares no permission', async () => {
    const app = appWith((scope) => {
      scope.get('/api/staff/unguarded', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(
      'staff route without a permission in its config: GET /api/staff/unguarded',
    );
  });

  it('refuses to start on a permission that does not exist', async () => {
    const app = appWith((scope) => {
      scope.get('/api/staff/typo', { config: { permission: 'rate.write' as never } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('staff route with an unknown permission: GET /api/staff/typo');
  });

  it('records the declared permission of each staff route, once per method, and guards it', async () => {
    const app = appWith((scope) => {
      scope.get('/api/staff/thing', { config: { permission: 'rates.read' } }, async () => ({}));
      scope.post('/api/staff/thing', { config: { permission: 'public' } }, async () => ({ ok: true }));
      scope.get('/api/elsewhere', async () => ({ ok: true }));
    });
    await app.ready();
    expect([...app.staffRoutePermissions]).toEqual([
      ['GET /api/staff/thing', 'rates.read'],
      ['POST /api/staff/thing', 'public'],
    ]);
    // Guarded: no session cookie, no way through (the HEAD route fastify adds is guarded too).
    expect((await app.inject({ method: 'GET', url: '/api/staff/thing' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url: '/api/staff/thing' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/elsewhere' })).statusCode).toBe(200);
    await app.close();
  });
});
