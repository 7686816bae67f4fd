import path from 'node:path';

/** A start-up setting that is wrong: the message names the variable, in one line. */
export class ConfigError extends Error {}

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export function resolveFrom(base: string, p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(base, p);
}

/** `sqlite:<file>` (relative to the working directory) or a PostgreSQL URL. */
export function parseDatabaseUrl(url: string, cwd: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('Invalid environment variable DATABASE_URL: sqlite: needs a file path');
    return { kind: 'sqlite', file: file === ':memory:' ? file : resolveFrom(cwd, file) };
  }
  return { kind: 'postgres', url };
}
