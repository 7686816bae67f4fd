import Big from 'big.js';

/** Which rate an alert watches: what the branch pays (buy) or asks (sell), as the board shows them. */
export const RATE_ALERT_SIDES = ['buy', 'sell'] as const;
export type RateAlertSide = (typeof RATE_ALERT_SIDES)[number];
export const RATE_ALERT_DIRECTIONS = ['above', 'below'] as const;
export type RateAlertDirection = (typeof RATE_ALERT_DIRECTIONS)[number];
/** A target (one SMS when the rate reaches it, then the alert ends) or a daily digest. */
export const RATE_ALERT_KINDS = ['target', 'digest'] as const;
export type RateAlertKind = (typeof RATE_ALERT_KINDS)[number];

/** PRODUCT.md section 15. */
export const RATE_ALERT_RULES = {
  maxActivePerPhone: 5,
  lifetimeDays: 90,
  /** The expiry reminder goes out this many days before the end. */
  reminderDays: 3,
} as const;

/** One rate figure before and after a change (decimal text; before null for a new rate). */
export interface RateMove {
  before: string | null;
  after: string;
}

/**
 * Does this move reach the target from the other side? "Above": from under the target to the
 * target or over it; "below": from over it to the target or under it. A move that starts on the
 * target or already past it is no crossing (the alert was set while the rate was on the other
 * side, or it has fired already), nor is a first rate (no side to come from). Decimal comparison:
 * "3.7500" equals "3.75".
 */
export function crossesTarget(move: RateMove, target: string, direction: RateAlertDirection): boolean {
  if (move.before === null) return false;
  const before = new Big(move.before);
  const after = new Big(move.after);
  return direction === 'above'
    ? before.lt(target) && after.gte(target)
    : before.gt(target) && after.lte(target);
}

/** Is the rate already where the alert waits for it (so it could never cross)? */
export function targetAlreadyMet(rate: string, target: string, direction: RateAlertDirection): boolean {
  return direction === 'above' ? new Big(rate).gte(target) : new Big(rate).lte(target);
}

export interface WatchedTarget {
  id: string;
  branchId: number;
  currency: string;
  side: RateAlertSide;
  direction: RateAlertDirection;
  target: string;
}

export interface RateChangeFigures {
  branchId: number;
  currency: string;
  before: { ratePurchase: string; rateSale: string } | null;
  after: { ratePurchase: string; rateSale: string };
  changedAt: string;
}

/**
 * The target alerts a batch of changes fires (in the batch's order, e.g. a pasted table, or one
 * currency changed several times in one import): each alert at most once, at the first change that
 * crosses it, with the rate and time of that change. Later changes back and forth fire nothing more.
 */
export function firedTargets<A extends WatchedTarget>(
  changes: readonly RateChangeFigures[],
  alerts: readonly A[],
): { alert: A; rate: string; at: string }[] {
  const fired: { alert: A; rate: string; at: string }[] = [];
  const done = new Set<string>();
  for (const change of changes) {
    for (const alert of alerts) {
      if (done.has(alert.id) || alert.branchId !== change.branchId || alert.currency !== change.currency)
        continue;
      const pick = (f: { ratePurchase: string; rateSale: string }) =>
        alert.side === 'buy' ? f.ratePurchase : f.rateSale;
      const move = { before: change.before ? pick(change.before) : null, after: pick(change.after) };
      if (crossesTarget(move, alert.target, alert.direction)) {
        done.add(alert.id);
        fired.push({ alert, rate: move.after, at: change.changedAt });
      }
    }
  }
  return fired;
}

const RIYADH_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** "HH:mm" (24 h) as minutes after midnight. */
export function clockMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * The first digest time strictly after `after`: `hhmm` on the Riyadh clock (UTC+3 all year), today
 * if it has not passed yet, else tomorrow. 00:30 Riyadh is 21:30 UTC the day before.
 */
export function nextDigestAt(after: Date, hhmm: string): Date {
  const local = after.getTime() + RIYADH_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  let at = midnight + clockMinutes(hhmm) * 60_000;
  if (at <= local) at += DAY_MS;
  return new Date(at - RIYADH_OFFSET_MS);
}
