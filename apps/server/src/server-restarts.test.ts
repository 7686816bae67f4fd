import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-restarts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * One life of the real server process: start, serve pages that prepare many statements, stop. On
 * Node 24.19+ better-sqlite3 12 aborted here (SIGABRT in Statement::~Statement when a statement was
 * finalised by the garbage collector after the environment was gone), so the exit is checked.
 */
async function oneLife() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'server.db')}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const served = await until(async () => (await fetch(`${base}/api/health/live`)).ok, 30_000);
  const pages = served
    ? await Promise.all(
        ['/api/exchangeRates?Branch_ID=19', '/api/banners', '/api/faqs', '/api/branch-locations'].map(
          async (url) => {
            const response = await fetch(base + url);
            await response.arrayBuffer();
            return response.status;
          },
        ),
      )
    : [];
  child.kill('SIGTERM');
  return { served, pages, ...(await exited), output };
}

describe('the real server process on this runtime', () => {
  it(`starts, serves and stops cleanly 10 times in a row (node ${process.version})`, async () => {
    for (let life = 1; life <= 10; life++) {
      const result = await oneLife();
      expect(result.output, `start ${life}`).not.toMatch(/Assertion failed|Native stack trace/);
      expect(
        { life, served: result.served, code: result.code, signal: result.signal },
        result.output.slice(-2000),
      ).toEqual({ life, served: true, code: 0, signal: null });
      expect(result.pages.every((status) => status === 200)).toBe(true);
    }
  }, 240_000);
});
