import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/index.js';
import { staffAdminRoutes } from './accounts/admin-routes.js';
import { staffAuditRoutes } from './audit/routes.js';
import { staffAuthRoutes } from './auth/routes.js';
import { staffFactorRoutes } from './factors/routes.js';
import { staffPasskeyRoutes } from './passkeys/routes.js';
import { staffPasskeySignInRoutes } from './passkeys/signin-routes.js';
import { staffNotificationRoutes } from './notifications/routes.js';
import { staffSelfRoutes } from './auth/self-routes.js';
import { staffSetupRoutes } from './auth/setup-routes.js';

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
