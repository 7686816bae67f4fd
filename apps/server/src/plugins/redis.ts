import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters for several server instances; null when REDIS_URL is not set. */
    redis: Redis | null;
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
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
