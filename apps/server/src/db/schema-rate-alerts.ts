/** Migration 2502 (ADR 2502). */
export interface RateAlertsTable {
  id: string;
  /** E.164. */
  phone: string;
  branch_id: number;
  currency_code: string;
  kind: 'target' | 'digest';
  side: 'buy' | 'sell' | null;
  direction: 'above' | 'below' | null;
  target: string | null;
  language: string;
  status: 'active' | 'fired' | 'stopped' | 'expired';
  created_at: string;
  expires_at: string;
  next_digest_at: string | null;
  reminded_at: string | null;
  ended_at: string | null;
}

export interface RateAlertPhonesTable {
  phone: string;
  active: number;
}

export interface RateAlertSmsTable {
  id: string;
  alert_id: string;
  dedupe_key: string;
  kind: 'crossing' | 'digest' | 'reminder';
  phone: string;
  /** JSON: the figures the text names; the text is written at sending. */
  payload: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  created_at: string;
  sent_at: string | null;
}
