import type { FastifyPluginAsync } from 'fastify';
import { interviewRoutes } from './interview-routes.js';
import { hrPdfRoutes } from './pdf-routes.js';
import { hrRetentionRoutes } from './retention-routes.js';
import { hrStaffActions } from './staff-actions.js';
import { hrStaffRoutes } from './staff-routes.js';

/** Careers on the HR side (issue 14): the public interview evaluation and the HR desk. */
export const hrRoutes: FastifyPluginAsync = async (app) => {
  await app.register(interviewRoutes);
  await app.register(hrStaffRoutes);
  await app.register(hrStaffActions);
  await app.register(hrPdfRoutes);
  await app.register(hrRetentionRoutes);
};
