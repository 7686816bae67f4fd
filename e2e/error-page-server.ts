import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { freePort, throwAwayServerEnv } from '../scripts/lib.mjs';

export interface LoggedServer {
  url: string;
  /** Everything the server wrote (its JSON log lines), stdout and stderr. */
  output(): string;
  /** Runs SQL on the server's own SQLite file while it runs (e.g. to break a table a page needs). */
  sql(statement: string): void;
  stop(): Promise<void>;
}

/**
 * The production build (same as the e2e web server) on a free port with its own throw-away SQLite
 * file, whose output the test reads: a real failure is provoked by damaging that file, never by a
 * test-only route in the product. No content cache, so a page reads the database on every request.
 */
export async function startLoggedServer(): Promise<LoggedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-errpage-'));
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...throwAwayServerEnv({
      port,
      dataDir,
      CONTENT_CACHE_SECONDS: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
  };
  delete env.REDIS_URL;
  const child = spawn('node', ['apps/server/dist/server.js'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const sql = (statement: string) => {
    const db = new Database(path.join(dataDir, 'server.db'));
    try {
      db.pragma('busy_timeout = 5000');
      db.exec(statement);
    } finally {
      db.close();
    }
  };
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, output: () => output, sql, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not become healthy:\n${output}`);
}
