import { checkRates, RatesUpdateSchema, StaffRateRowSchema, type RateEdit } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, staffOf } from '../staff/index.js';
import { ratesForBranch } from './repository.js';
import { currencyCodes, saveRateChanges, snapshot } from './repository-staff.js';
import { BranchParams, requireBranch } from './staff-branch.js';
import { rateHistoryStaffRoute } from './staff-history-route.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';

/** Refuses rates of a currency the site does not list, each said next to its row. */
async function requireKnownCurrencies(db: Db, rates: RateEdit[]) {
  const currencies = new Set(await currencyCodes(db));
  const unknown = rates.filter((r) => !currencies.has(r.currency));
  if (unknown.length) {
    throw new AppError(
      400,
      'validation_failed',
      Object.fromEntries(unknown.map((r) => [`rates.${r.currency}`, ['validation.invalid']])),
    );
  }
}

interface RatesDeskOptions {
  onChange: (branchId: number) => void;
}

/**
 * The rates desk (role `rates`): a branch's table, one rate or a pasted table at once, the sanity
 * checks of PRODUCT.md section 14, and the rate history. `onChange` drops this instance's cached
 * public answer at once; other instances refresh within the public cache's one second.
 */
export const ratesStaffRoutes: FastifyPluginAsyncZod<RatesDeskOptions> = async (app, options) => {
  await app.register(rateTableRoutes, options);
  await app.register(rateHistoryStaffRoute);
};

/** A branch's table and its change (one rate or a pasted table). */
const rateTableRoutes: FastifyPluginAsyncZod<RatesDeskOptions> = async (app, { onChange }) => {
  app.get(
    '/api/staff/rates/:branchId',
    {
      config: { permission: 'rates.read' },
      schema: {
        summary: "A branch's rate table for the rates desk",
        params: BranchParams,
        response: { 200: z.object({ items: z.array(StaffRateRowSchema) }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await requireBranch(app.db, request.params.branchId);
      const rows = await ratesForBranch(app.db, request.params.branchId);
      return {
        items: rows.map((r) => ({
          currency: r.code,
          nameEn: r.nameEn,
          nameAr: r.nameAr,
          ...snapshot(r),
          updatedAt: r.updatedAt,
        })),
      };
    },
  );

  app.put(
    '/api/staff/rates/:branchId',
    {
      config: { permission: 'rates.write' },
      schema: {
        summary:
          'Change one or more rates of a branch (sell above buy; moves over the limit need confirmLargeChange)',
        params: BranchParams,
        body: RatesUpdateSchema,
        response: { 200: z.object({ changed: z.number() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { branchId } = request.params;
      await requireBranch(app.db, branchId);
      const staff = staffOf(request);
      const { rates, confirmLargeChange } = request.body;
      await requireKnownCurrencies(app.db, rates);
      const current = await ratesForBranch(app.db, branchId);
      const byCode = new Map(current.map((r) => [r.code, r]));
      const issues = checkRates(rates, byCode).filter(
        (i) => i.problem === 'sellNotAboveBuy' || !confirmLargeChange,
      );
      if (issues.length) {
        throw new AppError(
          400,
          'rate_check',
          Object.fromEntries(issues.map((i) => [`rates.${i.currency}`, [`staff:validation.${i.problem}`]])),
        );
      }
      const changes = rates.filter((r: RateEdit) => {
        const before = byCode.get(r.currency);
        return (
          !before ||
          Number(before.ratePurchase) !== Number(r.ratePurchase) ||
          Number(before.rateSale) !== Number(r.rateSale) ||
          before.popr !== r.popr
        );
      });
      await saveRateChanges(app.db, auditContext(request), staff, branchId, changes, byCode);
      if (changes.length) {
        onChange(branchId);
        // The alerts this change fired are in the outbox (same commit): send them now, not at the next tick.
        void app.rateAlerts.sendDue();
      }
      return { changed: changes.length };
    },
  );
};
