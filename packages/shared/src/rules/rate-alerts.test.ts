import { describe, expect, it } from 'vitest';
import { RateAlertFormSchema } from '../schemas/rate-alerts.js';
import {
  crossesTarget,
  firedTargets,
  nextDigestAt,
  targetAlreadyMet,
  type RateChangeFigures,
  type WatchedTarget,
} from './rate-alerts.js';

describe('crossing a target', () => {
  it('fires going up onto or over the target, and only from under it', () => {
    expect(crossesTarget({ before: '3.74', after: '3.76' }, '3.75', 'above')).toBe(true);
    expect(crossesTarget({ before: '3.74', after: '3.7500' }, '3.75', 'above')).toBe(true);
    expect(crossesTarget({ before: '3.74', after: '3.749' }, '3.75', 'above')).toBe(false);
    // Already on or past the target: no crossing (it has fired, or was never on the other side).
    expect(crossesTarget({ before: '3.75', after: '3.80' }, '3.75', 'above')).toBe(false);
    expect(crossesTarget({ before: '3.80', after: '3.90' }, '3.75', 'above')).toBe(false);
    // Going down never fires an "above" alert.
    expect(crossesTarget({ before: '3.80', after: '3.70' }, '3.75', 'above')).toBe(false);
  });

  it('fires going down onto or under the target, and only from over it', () => {
    expect(crossesTarget({ before: '76.1', after: '75.9' }, '76', 'below')).toBe(true);
    expect(crossesTarget({ before: '76.1', after: '76.000' }, '76', 'below')).toBe(true);
    expect(crossesTarget({ before: '76.1', after: '76.05' }, '76', 'below')).toBe(false);
    expect(crossesTarget({ before: '75.9', after: '80' }, '76', 'below')).toBe(false);
  });

  it('a first rate (nothing before it) crosses nothing', () => {
    expect(crossesTarget({ before: null, after: '4' }, '3.75', 'above')).toBe(false);
  });

  it('knows a target already met when the alert is set', () => {
    expect(targetAlreadyMet('3.75', '3.75', 'above')).toBe(true);
    expect(targetAlreadyMet('3.74', '3.75', 'above')).toBe(false);
    expect(targetAlreadyMet('3.76', '3.75', 'below')).toBe(false);
  });
});

const alert = (over: Partial<WatchedTarget>): WatchedTarget => ({
  id: 'a',
  branchId: 11,
  currency: 'USD',
  side: 'sell',
  direction: 'above',
  target: '3.76',
  ...over,
});
const change = (
  currency: string,
  before: [string, string],
  after: [string, string],
  at: string,
): RateChangeFigures => ({
  branchId: 11,
  currency,
  before: { ratePurchase: before[0], rateSale: before[1] },
  after: { ratePurchase: after[0], rateSale: after[1] },
  changedAt: at,
});

describe('which alerts a batch of changes fires', () => {
  it('several currencies in one pasted table: each alert by its own currency and side', () => {
    const alerts = [
      alert({ id: 'usd-sell' }),
      alert({ id: 'usd-buy', side: 'buy', target: '3.70' }),
      alert({ id: 'pkr', currency: 'PKR', direction: 'below', target: '0.0130' }),
      alert({ id: 'other-branch', branchId: 12 }),
    ];
    const fired = firedTargets(
      [
        change('USD', ['3.70', '3.75'], ['3.72', '3.77'], 't1'),
        change('PKR', ['0.0128', '0.0133'], ['0.0126', '0.0129'], 't1'),
      ],
      alerts,
    );
    expect(fired.map((f) => [f.alert.id, f.rate, f.at])).toEqual([
      ['usd-sell', '3.77', 't1'],
      // PKR sell went from 0.0133 to 0.0129, through 0.0130.
      ['pkr', '0.0129', 't1'],
    ]);
  });

  it('back and forth in one batch fires once, at the first crossing', () => {
    const fired = firedTargets(
      [
        change('USD', ['3.70', '3.75'], ['3.70', '3.76'], 't1'),
        change('USD', ['3.70', '3.76'], ['3.70', '3.74'], 't2'),
        change('USD', ['3.70', '3.74'], ['3.70', '3.78'], 't3'),
      ],
      [alert({})],
    );
    expect(fired.map((f) => [f.alert.id, f.rate, f.at])).toEqual([['a', '3.76', 't1']]);
  });

  it('a change that stays on one side fires nothing', () => {
    expect(firedTargets([change('USD', ['3.70', '3.74'], ['3.70', '3.755'], 't1')], [alert({})])).toEqual([]);
  });
});

describe('digest schedule (Riyadh time, UTC+3)', () => {
  it('today when the time has not passed, tomorrow when it has', () => {
    // 05:00 Riyadh on 1 March -> 09:00 Riyadh that day (06:00 UTC).
    expect(nextDigestAt(new Date('2026-03-01T02:00:00Z'), '09:00').toISOString()).toBe(
      '2026-03-01T06:00:00.000Z',
    );
    // Exactly at 09:00 -> the next day's (strictly after).
    expect(nextDigestAt(new Date('2026-03-01T06:00:00Z'), '09:00').toISOString()).toBe(
      '2026-03-02T06:00:00.000Z',
    );
  });

  it('across Riyadh midnight: 23:30 and 00:30 Riyadh are different days, whatever the UTC date', () => {
    // 22:00 UTC on 1 March is 01:00 Riyadh on 2 March: the 00:30 digest of 2 March has passed.
    expect(nextDigestAt(new Date('2026-03-01T22:00:00Z'), '00:30').toISOString()).toBe(
      '2026-03-02T21:30:00.000Z',
    );
    // 20:00 UTC on 1 March is 23:00 Riyadh on 1 March: the 00:30 digest is 2 March, 21:30 UTC on 1 March.
    expect(nextDigestAt(new Date('2026-03-01T20:00:00Z'), '00:30').toISOString()).toBe(
      '2026-03-01T21:30:00.000Z',
    );
    // 23:59 Riyadh: a 23:59 digest runs tomorrow; end of month and year roll over.
    expect(nextDigestAt(new Date('2026-12-31T20:59:00Z'), '23:59').toISOString()).toBe(
      '2027-01-01T20:59:00.000Z',
    );
  });
});

describe('the alert form schema', () => {
  const form = {
    branch: '١١',
    currency: 'usd',
    kind: 'target',
    side: 'sell',
    direction: 'above',
    target: '٣٫٧٥٠٠',
    phone: '۰۵۰۱۲۳۴۵۶۷',
    language: 'ur',
    consent: true,
  };
  it('takes Arabic-Indic and Urdu digits in the target, branch and phone', () => {
    const parsed = RateAlertFormSchema.parse(form);
    expect(parsed).toMatchObject({ branch: 11, currency: 'USD', target: '3.75', phone: '+966501234567' });
  });
  it('names every wrong field at once, consent included', () => {
    const result = RateAlertFormSchema.safeParse({ ...form, target: 'x', phone: '12', consent: false });
    const paths = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['target', 'rate-alerts:validation.target'],
        ['phone', 'validation.mobile'],
        ['consent', 'rate-alerts:validation.consent'],
      ]),
    );
  });
  it('a digest needs no target', () => {
    expect(RateAlertFormSchema.parse({ ...form, kind: 'digest', target: '' }).target).toBeNull();
  });
});
