import { RateAlertCountsSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { activeCounts } from './repository.js';

/** The rates desk's panel (permission rates.read): active alerts per branch and currency, no phones. */
export const rateAlertStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/rates/alert-counts',
    {
      config: { permission: 'rates.read' },
      schema: {
        summary: 'Active rate alerts per branch and currency (counts only)',
        response: { 200: RateAlertCountsSchema, ...STAFF_ERRORS },
      },
    },
    async () => {
      const byPair = new Map<
        string,
        { branch: number; currency: string; targets: number; digests: number }
      >();
      for (const row of await activeCounts(app.db)) {
        const key = `${row.branch_id}:${row.currency_code}`;
        const entry = byPair.get(key) ?? {
          branch: Number(row.branch_id),
          currency: row.currency_code,
          targets: 0,
          digests: 0,
        };
        entry[row.kind === 'target' ? 'targets' : 'digests'] += Number(row.n);
        byPair.set(key, entry);
      }
      return { items: [...byPair.values()] };
    },
  );
};
