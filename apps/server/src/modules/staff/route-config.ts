import type { StaffPermission } from '@waha/shared';

// A global augmentation: the file is in the server's program (tsconfig include), so a route file
// needs no import of it (and a module's internals are imported only through its index).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a staff route needs, declared where the route is defined. */
    permission?: StaffPermission | 'public' | 'self';
  }
}

export {};
