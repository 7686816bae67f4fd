import type { StaffPermission } from '@waha/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a staff route needs, declared where the route is defined. */
    permission?: StaffPermission | 'public' | 'self';
  }
}

export {};
