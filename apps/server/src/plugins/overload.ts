import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OverloadConfig } from '../config/operations.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure reads it per route (its types do not declare it). */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => void;
  }
}

/** Seconds a refused client is asked to wait: a few samples, time for a stall or GC to pass. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * Route config that lets a request through even under pressure: under-pressure calls the route's
 * own handler instead of refusing, and one that sends nothing lets the request carry on. For the
 * liveness probe (an overloaded process is still alive; restarting it would lose the requests in
 * flight) and the metrics scrape.
 */
export const NOT_SHED = { pressureHandler: () => undefined };

/**
 * Load shedding: while the event loop lags or memory is past its threshold (OVERLOAD_* variables,
 * 0 turns a check off), new requests are refused at once with 503, Retry-After and the `overloaded`
 * envelope (errors.ts), so the requests in flight can finish instead of every one timing out.
 */
export const overloadPlugin = fp<OverloadConfig>(
  async (app, overload) => {
    // Start-up (migrations, the demo seed) blocks the event loop before the first request, and the
    // first sample after it reports that block, not load: a server just started would refuse its
    // first requests (readiness probes included) for a sample or two. Event-loop delay counts only
    // from two samples after the app is ready; memory counts at once.
    let measuredFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      measuredFrom = Date.now() + 2 * overload.sampleIntervalMs;
    });
    const shed = (_request: FastifyRequest, reply: FastifyReply, type: string) => {
      if (type === 'eventLoopDelay' && Date.now() < measuredFrom) return undefined;
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      // Rejected, under-pressure hands the error to errors.ts: 503 with the `overloaded` envelope.
      return Promise.reject(Object.assign(new Error('Service Unavailable'), { code: 'FST_UNDER_PRESSURE' }));
    };
    await app.register(underPressure, {
      pressureHandler: shed,
      maxEventLoopDelay: overload.maxEventLoopDelayMs,
      maxHeapUsedBytes: overload.maxHeapBytes,
      maxRssBytes: overload.maxRssBytes,
      sampleInterval: overload.sampleIntervalMs,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    });
  },
  { name: 'overload' },
);
