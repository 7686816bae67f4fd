import type { RateAlertView } from '@waha/shared';
import type { RateAlertsTable } from '../../db/schema.js';
import { stopToken } from './stop-link.js';

/** An alert as its owner sees it (after a code), with the token that stops it. */
export function alertView(secret: string, alert: RateAlertsTable): RateAlertView {
  return {
    id: alert.id,
    branch: Number(alert.branch_id),
    currency: alert.currency_code,
    kind: alert.kind,
    side: alert.side,
    direction: alert.direction,
    target: alert.target,
    createdAt: alert.created_at,
    expiresAt: alert.expires_at,
    stopToken: stopToken(secret, alert.id),
  };
}
