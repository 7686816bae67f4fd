import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/index.js';
import { LockBusyError } from './db/server-lock.js';
import { StartupError } from './lib/startup-error.js';
import { checkStorageAtStart } from './plugins/storage-startup.js';

/**
 * A refused setting stops the start with one line naming the variable, not a stack trace; so does
 * a restore in progress (plugins/server-lock.ts) and a database, Redis or upload storage that
 * does not answer at start (StartupError, ADR 2701).
 */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const refusal =
      error instanceof ConfigError || error instanceof LockBusyError || error instanceof StartupError;
    if (!refusal) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = await orExit(() => loadConfig());
const app = await orExit(() => buildApp(config));
// The storage last (the database and Redis are asked while the app is built); the app is closed
// first, so the server lock and the pool are released before the refusal.
await orExit(() =>
  checkStorageAtStart(app.storage, config.storage).catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    throw error;
  }),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // A stuck request must not keep the process alive forever.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
