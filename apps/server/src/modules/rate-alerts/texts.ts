import {
  brand,
  formatDate,
  formatDateTime,
  interpolate,
  isLanguage,
  RATE_ALERTS_MESSAGES,
  type Language,
} from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { RateAlertsTable, RateAlertSmsTable } from '../../db/schema.js';
import { stopUrl } from './stop-link.js';

/** What an outbox row's payload holds, by kind. */
export type SmsPayload =
  | { kind: 'crossing'; rate: string; at: string }
  | { kind: 'digest'; buy: string; sell: string; at: string }
  | { kind: 'reminder'; expiresAt: string };

export interface LinkSettings {
  publicOrigin: string;
  secret: string;
}

async function branchName(db: Db, id: number, language: Language): Promise<string> {
  const row = await db
    .selectFrom('branches')
    .select(['name_ar', 'name_en', 'name_ur'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row[`name_${language}`] : String(id);
}

/**
 * The SMS in the visitor's language (the page's language when the alert was set): branch, currency,
 * the rate and its Riyadh time, and the signed stop link. Written when sent, so the link follows
 * the server's settings of that moment.
 */
export async function smsText(
  db: Db,
  alert: RateAlertsTable,
  row: Pick<RateAlertSmsTable, 'payload'>,
  links: LinkSettings,
): Promise<string> {
  const language: Language = isLanguage(alert.language) ? alert.language : 'ar';
  const m = RATE_ALERTS_MESSAGES[language];
  const payload = JSON.parse(row.payload) as SmsPayload;
  const common = {
    company: brand.companyShortName[language],
    currency: alert.currency_code,
    branch: await branchName(db, alert.branch_id, language),
    link: stopUrl(links.publicOrigin, links.secret, alert.id, language),
  };
  switch (payload.kind) {
    case 'crossing':
      return interpolate(m['sms.crossed']!, {
        ...common,
        side: m[alert.side === 'buy' ? 'sms.sideBuy' : 'sms.sideSell']!,
        rate: payload.rate,
        time: formatDateTime(payload.at, language),
      });
    case 'digest':
      return interpolate(m['sms.digest']!, {
        ...common,
        buy: payload.buy,
        sell: payload.sell,
        time: formatDateTime(payload.at, language),
      });
    case 'reminder':
      return interpolate(m['sms.reminder']!, { ...common, date: formatDate(payload.expiresAt, language) });
  }
}
