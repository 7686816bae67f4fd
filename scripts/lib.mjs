import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a command; `env` values of undefined remove a variable from the child's environment. */
export function run(command, args, env = {}) {
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: childEnv });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/**
 * The environment of a throw-away server: its own SQLite file under `dataDir`, fixed secrets that
 * are for tests only, and quiet logs. Used by the Playwright web server, the bot-check spec's own
 * server and the benchmark, so they all start the same way.
 */
export function throwAwayServerEnv({ port, dataDir, ...overrides }) {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'server.db')}`,
    SESSION_SECRET: 'throw-away-session-secret-not-for-production',
    CAPTCHA_HMAC_KEY: 'throw-away-captcha-hmac-key-not-for-production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The e2e flows share the few demo customers and ask for more codes than a person may get in
    // 15 minutes; the caps have their API tests. Accepted with NODE_ENV=test only.
    OTP_PERSON_CAPS: 'false',
    // The seed dates two transactions two minutes before the start so /vat says "still processing";
    // a long e2e run on a busy machine must not outlive the default 10-minute delay.
    VAT_PROCESSING_DELAY_MINUTES: '180',
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    ...overrides,
  };
}

/**
 * Starts the compiled server on a free port with a temporary database and waits until it is
 * healthy. A shared Redis is left out on purpose (its rate-limit counters would leak between
 * runs) unless the caller passes REDIS_URL itself, as `npm run bench` does for its Redis run.
 */
export async function startThrowAwayServer(overrides = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-server-'));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, ...throwAwayServerEnv({ port, dataDir, ...overrides }) };
  if (!overrides.REDIS_URL) delete env.REDIS_URL;
  const child = spawn('node', ['apps/server/dist/server.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the server did not become healthy');
}
