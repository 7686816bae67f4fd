import { connect } from 'node:net';
import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationBody, submitApplication } from '../../test/career-client.js';
import { randomIp } from '../../test/core-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { APPLICATION_LIMIT } from './application-routes.js';

let t: TestApp;
// The cut-socket test comes from 127.0.0.1 (a real connection): with Redis, that address's count
// is shared by every run of the suite within the hour, so this file starts and ends at zero.
const forgetLoopback = () => t.app.limiter.reset(APPLICATION_LIMIT.bucket, '127.0.0.1');
beforeAll(async () => {
  t = await createTestApp();
  await forgetLoopback();
});
afterAll(async () => {
  await forgetLoopback();
  await t.close();
});
afterEach(() => vi.restoreAllMocks());

const storedFiles = () => {
  try {
    return readdirSync(t.config.storageDir).length;
  } catch {
    return 0;
  }
};
const counts = async () => ({
  applications: (await t.app.db.selectFrom('job_applications').select('id').execute()).length,
  files: (await t.app.db.selectFrom('job_application_files').select('id').execute()).length,
  stored: storedFiles(),
});

describe('job application: all or nothing', () => {
  it('a body cut off half way leaves no application and no file', async () => {
    const before = await counts();
    const body = applicationBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/careers/applications',
      payload: body.payload.subarray(0, Math.floor(body.payload.length * 0.8)),
      headers: { 'content-type': body.contentType },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a connection dropped mid-upload leaves no application and no file', async () => {
    const before = await counts();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = applicationBody();
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/careers/applications HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
            `content-type: ${body.contentType}\r\ncontent-length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(body.payload.subarray(0, Math.floor(body.payload.length * 0.7)));
        // The applicant's phone loses its connection: the rest never comes.
        setTimeout(() => socket.destroy(), 150);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    // Give the server time to notice the closed request and finish whatever it started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counts()).toEqual(before);
  });

  it('a storage write that fails removes the files already written, and stores no application', async () => {
    const before = await counts();
    const put = t.app.storage.put.bind(t.app.storage);
    let calls = 0;
    vi.spyOn(t.app.storage, 'put').mockImplementation(async (key, bytes, type) => {
      calls += 1;
      if (calls === 4) throw new Error('disk full');
      await put(key, bytes, type);
    });
    const res = await submitApplication(t.app);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error' });
    expect(calls).toBe(7);
    expect(await counts()).toEqual(before);
  });

  it('a database write that fails removes every stored file', async () => {
    const before = await counts();
    vi.spyOn(t.app.db, 'transaction').mockImplementation(() => {
      throw new Error('database unavailable');
    });
    const res = await submitApplication(t.app);
    expect(res.statusCode).toBe(500);
    vi.restoreAllMocks();
    expect(await counts()).toEqual(before);
    // And the next applicant is served normally.
    expect((await submitApplication(t.app)).statusCode).toBe(201);
  });
});
