import type { Db } from '../connection.js';
import { DEMO_BRANCHES } from './branches.js';
import { DEMO_CURRENCIES } from './currencies.js';
import { buildRate } from './factories.js';
import { seedContent } from './content.js';
import { seedCoreData } from './core.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedCustomerForms } from './forms.js';
import { seedDemoTickets } from './tickets.js';
import { seedDemoCannedReplies } from './canned-replies.js';
import { seedClockDemoTickets } from './tickets-clock.js';
import { appendRateHistory } from '../../modules/rates/index.js';
import { seedRateHistory } from './rate-history.js';

export interface SeedResult {
  branches: number;
  currencies: number;
  rates: number;
}

/**
 * Idempotent demo data: rows that already exist are left alone (staff may have edited them), so
 * running it on every start is safe on both engines.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<SeedResult> {
  const updatedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const branches = await trx
      .insertInto('branches')
      .values(DEMO_BRANCHES)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    const currencies = await trx
      .insertInto('currencies')
      .values(DEMO_CURRENCIES.map(({ purchase: _p, sale: _s, popr: _o, ...row }) => row))
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    // Only rates not there yet get a row and their year of history: a rate staff already changed
    // keeps its own history, and a second run appends nothing.
    const existing = new Set(
      (await trx.selectFrom('exchange_rates').select(['branch_id', 'currency_code']).execute()).map(
        (r) => `${r.branch_id}:${r.currency_code}`,
      ),
    );
    const missing = DEMO_BRANCHES.flatMap((b) =>
      DEMO_CURRENCIES.map((c) => buildRate(b.id, c, updatedAt)),
    ).filter((r) => !existing.has(`${r.branch_id}:${r.currency_code}`));
    const rates = missing.length
      ? await trx
          .insertInto('exchange_rates')
          .values(missing)
          .onConflict((oc) => oc.columns(['branch_id', 'currency_code']).doNothing())
          .executeTakeFirst()
      : { numInsertedOrUpdatedRows: 0n };
    await appendRateHistory(
      trx,
      missing.flatMap((r) => seedRateHistory(r, now)),
    );
    // Content counts stay out of SeedResult: db.test.ts pins its exact shape.
    await seedContent(trx, now);
    await seedCoreData(trx, now);
    await seedCustomerForms(trx, now);
    await seedDemoTickets(trx, now);
    await seedDemoCannedReplies(trx, now);
    await seedDemoStaff(trx, now);
    // After the staff: they are the clock officer's.
    await seedClockDemoTickets(trx, now);
    return {
      branches: Number(branches.numInsertedOrUpdatedRows ?? 0),
      currencies: Number(currencies.numInsertedOrUpdatedRows ?? 0),
      rates: Number(rates.numInsertedOrUpdatedRows ?? 0),
    };
  });
}
