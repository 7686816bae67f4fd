/** One-time codes, the development SMS outbox, and the remittance service requests. */
export interface OtpCodesTable {
  id: string;
  purpose: string;
  subject: string;
  /** HMAC-SHA256 of the code with the server secret, bound to purpose and subject. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  voided_at: string | null;
  /** HMAC of the national ID of the person on record (limits per person); null before 0401. */
  person_key: string | null;
  /** Set when the SMS provider refused or timed out: void, counted, but no resend wait. */
  sms_failed_at: string | null;
}

/** One row per person who was sent a code: issuing locks it, so caps are counted serially. */
export interface OtpPeopleTable {
  person_key: string;
  last_issued_at: string;
}

export interface DevSmsOutboxTable {
  id: string;
  to_phone: string;
  purpose: string;
  subject: string;
  text: string;
  code: string;
  created_at: string;
}

export interface RemittanceRequestsTable {
  reference: string;
  /** Staff desk (1102): who works on it, and why it was rejected. */
  assignee_id?: string | null;
  reject_reason?: string | null;
  service: string;
  transfer_number: string;
  national_id: string;
  /** The validated form as JSON text. */
  details: string;
  status: string;
  language: string;
  created_at: string;
  updated_at: string;
  /** "<service>:<transfer>" while a cancellation or name change is open, else null (unique). */
  pending_key?: string | null;
}

export interface RemittanceRequestEventsTable {
  id: string;
  reference: string;
  status: string;
  /** customer | employee | system */
  actor: string;
  note: string | null;
  created_at: string;
}
