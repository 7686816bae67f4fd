import type { StaffPermission } from '@waha/shared';
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: StaffPermission | 'public' | 'self';
  }
}
export {};
