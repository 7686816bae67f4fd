import { spawn } from 'node:child_process';
import { OperatorError } from './backup-support.js';

/** pg_dump or pg_restore is not installed: the message says what to install or run instead. */
export class PgToolMissing extends OperatorError {}

/** A database address fit to print: without its password. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.href;
}

/** A file name as one shell word, for the commands printed to run by hand. */
export const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Runs pg_dump or pg_restore and answers its standard output. The password of `url` travels in
 * PGPASSWORD, not on the command line, where any user of the machine could read it with `ps`.
 * Missing from PATH: an OperatorError with `manual`, the exact command to run instead.
 */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  { url, manual }: { url?: string; manual: string },
): Promise<string> {
  const env = { ...process.env };
  const finalArgs = [...args];
  if (url) {
    const password = new URL(url).password;
    if (password) env.PGPASSWORD = decodeURIComponent(password);
    finalArgs.unshift(`--dbname=${redactedUrl(url)}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, finalArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') return reject(error);
      reject(
        new PgToolMissing(
          `${tool} was not found on PATH. Install the PostgreSQL client tools (major version at least the server's; on Debian: apt-get install postgresql-client), or run by hand:\n  ${manual}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      const said = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-5).join('\n  ');
      reject(new OperatorError(`${tool} failed (exit code ${code}):\n  ${said}`));
    });
  });
}

/** The tables whose rows a custom-format dump holds, from its table of contents. */
export function tablesInDump(list: string): number {
  return list.split('\n').filter((line) => /^\d+; \d+ \d+ TABLE DATA /.test(line)).length;
}
