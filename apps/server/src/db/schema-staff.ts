/** Staff back office (PRODUCT.md section 14). */
export interface StaffAccountsTable {
  id: string;
  employee_number: string;
  email: string;
  name: string;
  /** Comma-separated role names. */
  roles: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  active: number;
  language: string;
  created_at: string;
  updated_at: string;
}

export interface StaffRecoveryCodesTable {
  id: string;
  account_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface StaffSessionsTable {
  id: string;
  account_id: string;
  stage: 'factor' | 'full';
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
  /** Failed sign-in attempts since the previous successful sign-in, seen when this session began. */
  failed_attempts: number;
  last_failed_at: string | null;
}

/** A browser where the person signed in (device cookie); the id is SHA-256 of the cookie's nonce. */
export interface StaffDevicesTable {
  id: string;
  account_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string;
}

export interface StaffSetupTokensTable {
  id: string;
  account_id: string;
  pending_secret: string | null;
  expires_at: string;
  used_at: string | null;
}

export interface StaffPasskeysTable {
  id: string;
  account_id: string;
  credential_id: string;
  public_key: string;
  /** bigint: PostgreSQL answers it as a string; read with Number(). */
  counter: number | string;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffFactorChallengesTable {
  id: string;
  session_id: string;
  account_id: string;
  purpose: 'passkey-register' | 'passkey-signin' | 'totp-enrol';
  value: string;
  expires_at: string;
}

export interface StaffAuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_label: string;
  action: string;
  record_type: string;
  record_id: string;
  before: string | null;
  after: string | null;
  ip: string;
  user_agent: string;
}

export interface RateHistoryTable {
  id: string;
  branch_id: number;
  currency_code: string;
  before: string | null;
  after: string;
  staff_id: string;
  staff_label: string;
  changed_at: string;
  /** Which path wrote it: `desk` (one rate or a pasted table), `seed`, `import`. */
  source: string;
}

export interface StaffNotesTable {
  id: string;
  record_type: string;
  record_id: string;
  staff_id: string;
  staff_label: string;
  text: string;
  created_at: string;
}

/** A staff member's own notification (migration 2301): e.g. a ticket's day-5 warning. */
export interface StaffNotificationsTable {
  id: string;
  staff_id: string;
  kind: string;
  record_type: string;
  record_id: string;
  /** JSON, or null. */
  data: string | null;
  created_at: string;
  dismissed_at: string | null;
}
