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
      // Fail fast instead of queueing commands forever when Redis is down.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      lazyConnect: true,
    });
    // Before the log's listener: a refused start says why in its one line, not in log lines
    // that would name the address.
    await connectAtStart(redis);
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
