import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisStartupError } from '../lib/startup-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters for several server instances; null when REDIS_URL is not set. */
    redis: Redis | null;
  }
}

/**
 * The longest a Redis command may take before it counts as failed and its fallback answers
 * (plugins/redis-fallback.ts): a request waits at most this long on a Redis that stopped answering,
 * and only the first requests of an outage do.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The first contact with Redis: unreachable or refusing, the start stops with one line naming
 * REDIS_URL (ioredis rejects with "Connection is closed."; the reason is the error it saw before).
 */
async function connectAtStart(redis: Redis) {
  let lastError: unknown;
  const seen = (error: unknown) => (lastError = error);
  redis.on('error', seen);
  try {
    await redis.connect();
  } catch (error) {
    // Stops its reconnection attempts, which would keep the refused process alive.
    redis.disconnect();
    throw redisStartupError(lastError ?? error);
  } finally {
    redis.off('error', seen);
  }
}

export const redisPlugin = fp<{ url: string | null }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      // While disconnected a command fails at once (nothing queues for seconds), and one that
      // gets no answer fails after REDIS_COMMAND_TIMEOUT_MS: either way its fallback answers.
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      // Reconnect at least every second (ioredis backs off to 5 s), and give up on a connection
      // attempt nobody answers after 2 s: service is back within seconds of Redis.
      retryStrategy: (times) => Math.min(times * 100, 1000),
      connectTimeout: 2000,
      lazyConnect: true,
    });
    // Before the log's listener: a refused start says why in its one line, not in log lines
    // that would name the address.
    await connectAtStart(redis);
    // Each reconnection attempt of an outage errors; the switch to the fallback is logged once
    // (redis-fallback.ts). The message names the host, so only the error's code is written.
    redis.on('error', (error: NodeJS.ErrnoException) =>
      app.log.debug({ code: error.code ?? error.name }, 'redis error'),
    );
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // A Redis that is away cannot be asked to QUIT: the connection is dropped instead.
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
