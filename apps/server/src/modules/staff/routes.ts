import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.js';
import { staffAdminRoutes } from './admin-routes.js';
import { staffAuditRoutes } from './audit-routes.js';
import { staffAuthRoutes } from './auth-routes.js';
import { staffFactorRoutes } from './factor-routes.js';
import { staffPasskeyRoutes } from './passkey-routes.js';
import { staffPasskeySignInRoutes } from './passkey-signin-routes.js';
import { staffNotificationRoutes } from './notification-routes.js';
import { staffSelfRoutes } from './self-routes.js';
import { staffSetupRoutes } from './setup-routes.js';

/** Every route of the staff module itself; desks live in their own modules (staff-routes.ts). */
export const staffRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(staffAuthRoutes);
  await app.register(staffSetupRoutes);
  await app.register(staffPasskeySignInRoutes, { config });
  await app.register(staffSelfRoutes);
  await app.register(staffNotificationRoutes);
  await app.register(staffFactorRoutes);
  await app.register(staffPasskeyRoutes, { config });
  await app.register(staffAdminRoutes, { config });
  await app.register(staffAuditRoutes);
};
