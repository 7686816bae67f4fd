import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The instance a route plugin receives (zod schemas type its requests): what a plugin hands to the
 * helpers it splits its routes into, so they register on the same scope as the plugin itself.
 */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
