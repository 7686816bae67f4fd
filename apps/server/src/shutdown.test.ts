import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let arrived: () => void = () => undefined;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { finished: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close().catch(() => undefined));

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const { port } = t.app.server.address() as { port: number };
    // Closed once the request is being handled (not after a guess of how long connecting takes).
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await handling;
    const closing = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    // The db plugin's onClose hook destroyed the pool: queries now fail.
    await expect(t.app.db.selectFrom('branches').select('id').execute()).rejects.toThrow();
  });
});
