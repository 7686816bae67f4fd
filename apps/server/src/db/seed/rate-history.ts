import { Big } from 'big.js';
import type { RateChange, RateFigures } from '../../modules/rates/index.js';
import type { ExchangeRatesTable } from '../schema.js';

/** The demo seed as the actor of its history entries (no staff account behind it). */
export const SEED_ACTOR = { actorId: 'seed', actorLabel: 'seed' } as const;

const DAY_MS = 86_400_000;

/**
 * Days before `now` with a demo rate change: daily for a month, every five days to 90 days, weekly
 * to a year, so each of the public ranges (7d, 30d, 90d, 1y) has points without 365 rows a rate.
 */
export const SEED_HISTORY_DAYS: readonly number[] = [
  ...Array.from({ length: 30 }, (_, i) => i + 1),
  ...Array.from({ length: 12 }, (_, i) => 35 + i * 5),
  ...Array.from({ length: 39 }, (_, i) => 98 + i * 7),
];

/** mulberry32: a tiny deterministic generator, so the seeded points are the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seedOf = (branchId: number, currency: string) =>
  [...currency].reduce((h, ch) => Math.imul(h, 31) + ch.charCodeAt(0), branchId * 7919);

/**
 * A year of plausible history ending at `rate` (the seeded current rate, entered at `now`): a random
 * walk backwards of at most 0.25% a step, the branch's spread kept. Oldest first, each entry's
 * `before` the previous one's `after`, so the chain reads like real desk edits.
 */
export function seedRateHistory(rate: ExchangeRatesTable, now: Date): RateChange[] {
  const steps = walkOf(rate);
  return steps.map((step, i) => ({
    branchId: rate.branch_id,
    currency: rate.currency_code,
    before: i === 0 ? null : steps[i - 1]!.figures,
    after: step.figures,
    ...SEED_ACTOR,
    source: 'seed',
    changedAt: new Date(now.getTime() - step.daysAgo * DAY_MS).toISOString(),
  }));
}

interface Step {
  daysAgo: number;
  figures: Readonly<RateFigures>;
}

/**
 * The walk depends on the rate alone, not on `now`, and its decimal arithmetic is most of a demo
 * seed's time (~250 ms for 135 rates): kept per rate, the steps are reused by every later seed in
 * the process (the API suite seeds a fresh database for each test file). At most one entry per
 * seeded rate; the figures are frozen, as entries share them.
 */
const walks = new Map<string, readonly Step[]>();

function walkOf(rate: ExchangeRatesTable): readonly Step[] {
  const key = [rate.branch_id, rate.currency_code, rate.rate_purchase, rate.rate_sale, rate.popr].join(':');
  let steps = walks.get(key);
  if (!steps) {
    steps = walk(rate);
    walks.set(key, steps);
  }
  return steps;
}

function walk(rate: ExchangeRatesTable): readonly Step[] {
  const next = generator(seedOf(rate.branch_id, rate.currency_code));
  const spread = new Big(rate.rate_sale).div(rate.rate_purchase);
  let purchase = new Big(rate.rate_purchase);
  const points = [{ daysAgo: 0, purchase }];
  for (const daysAgo of SEED_HISTORY_DAYS) {
    purchase = purchase.div(new Big(1).plus((next() - 0.5) * 0.005));
    points.push({ daysAgo, purchase });
  }
  const popr = rate.popr;
  return points.reverse().map(({ daysAgo, purchase: p }) => ({
    daysAgo,
    figures: Object.freeze(
      daysAgo === 0
        ? { ratePurchase: rate.rate_purchase, rateSale: rate.rate_sale, popr }
        : { ratePurchase: p.toFixed(4), rateSale: p.times(spread).toFixed(4), popr },
    ),
  }));
}
