import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-restarts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * One life of the real server process: start, serve pages that prepare many statements, stop. On
 * Node 24.19+ better-sqlite3 12 aborted here (SIGABRT in Statement::~Statement when a statement was
 * finalised by the garbage collector after the environment was gone), so the exit is checked.
 */
async function oneLife() {
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'server.db')}`,
    HOST: '127.0.0.1',
  });
  const pages = await Promise.all(
    ['/api/exchangeRates?Branch_ID=19', '/api/banners', '/api/faqs', '/api/branch-locations'].map(
      async (url) => {
        const response = await fetch(server.url + url);
        await response.arrayBuffer();
        return response.status;
      },
    ),
  ).catch(async (error: unknown) => {
    await server.kill('SIGKILL');
    throw error;
  });
  return { pages, ...(await server.stop()) };
}

describe('the real server process on this runtime', () => {
  it(`starts, serves and stops cleanly 10 times in a row (node ${process.version})`, async () => {
    for (let life = 1; life <= 10; life++) {
      const result = await oneLife();
      expect(result.output, `start ${life}`).not.toMatch(/Assertion failed|Native stack trace/);
      expect({ life, code: result.code, signal: result.signal }, result.output.slice(-2000)).toEqual({
        life,
        code: 0,
        signal: null,
      });
      expect(result.pages.every((status) => status === 200)).toBe(true);
    }
  }, 240_000);
});
