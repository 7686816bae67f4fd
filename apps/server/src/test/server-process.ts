import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Only what the processes need: the parent's variables (a developer's DATABASE_URL) stay out. */
const baseEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  ...env,
});

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** SIGTERM (the graceful shutdown of server.ts), then waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * Starts the real entry point (server.ts under tsx) on a free port and answers once it listens,
 * reading the address from its "Server listening at" log line.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(src, 'server.ts')], {
    env: baseEnv({ PORT: '0', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const address = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(pending);
      if (!address) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url: address[1]!,
        stop: async () => {
          child.kill('SIGTERM');
          await ended;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${stderr}`)));
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI of apps/server/src (e.g. 'db/backup-cli.ts') under tsx, without blocking the test. */
export function runCli(file: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(src, file), ...args], {
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
