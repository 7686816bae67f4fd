import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(src, '..', 'dist');

/**
 * How to run a file of apps/server/src. `npm test` compiles before its API steps and says so
 * (WAHA_TEST_COMPILED): the compiled file starts in a fraction of the time tsx takes to transpile
 * the server, which on a busy machine is seconds per start. Run alone, tests use the sources.
 */
export function nodeArgs(file: string): string[] {
  if (process.env.WAHA_TEST_COMPILED === '1') return [path.join(dist, file.replace(/\.ts$/, '.js'))];
  return ['--import', 'tsx', path.join(src, file)];
}

/** Only what the processes need: the parent's variables (a developer's DATABASE_URL) stay out. */
const baseEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  ...env,
});

/** How a server process ended, with everything it wrote to stdout and stderr. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** What the process has written so far (stdout and stderr, interleaved as they came). */
  output(): string;
  /** SIGTERM (the graceful shutdown of server.ts), then waits for the process to end. */
  stop(): Promise<ServerExit>;
  /** Another signal (SIGKILL: a crash), then waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<ServerExit>;
}

/**
 * Starts the real entry point (server.ts) on a free port and answers once it listens,
 * reading the address from its "Server listening at" log line (so LOG_LEVEL must stay info or
 * lower).
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, nodeArgs('server.ts'), {
    env: baseEnv({ PORT: '0', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  const ended = new Promise<ServerExit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, output })),
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    output += chunk.toString('utf8');
  });
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    return ended;
  };
  return new Promise((resolve, reject) => {
    const listening = () => {
      const address = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!address) return;
      child.stdout.off('data', listening);
      resolve({
        url: address[1]!,
        output: () => output,
        stop: () => end('SIGTERM'),
        kill: end,
      });
    };
    child.stdout.on('data', listening);
    void ended.then((exit) =>
      // stderr alone: a refused start says why there, in one line (db/backup.test.ts reads it).
      reject(new Error(`server exited (${exit.code ?? exit.signal}) before listening:\n${stderr}`)),
    );
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI of apps/server/src (e.g. 'db/backup-cli.ts'), without blocking the test. */
export function runCli(file: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, [...nodeArgs(file), ...args], {
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Runs the real entry point (server.ts) to its exit, for starts that must be refused: a process
 * still running after `timeoutMs` (it started after all) is killed, and the result says so.
 */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<CliResult & { timedOut: boolean }> {
  const child = spawn(process.execPath, nodeArgs('server.ts'), {
    env: baseEnv({ PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let timedOut = false;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    }),
  );
}
