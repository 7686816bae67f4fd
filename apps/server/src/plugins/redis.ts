import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

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
    // Each reconnection attempt of an outage errors; the switch to the fallback is logged once
    // (redis-fallback.ts). The message names the host, so only the error's code is written.
    redis.on('error', (error: NodeJS.ErrnoException) =>
      app.log.debug({ code: error.code ?? error.name }, 'redis error'),
    );
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // A Redis that is away cannot be asked to QUIT: the connection is dropped instead.
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
