/** Support ticket tables (migration 1201). Timestamps are ISO text, as everywhere. */
export interface TicketsTable {
  id: string;
  national_id: string;
  name: string;
  email: string;
  phone: string;
  category: string;
  request_type: string;
  transaction_number: string | null;
  description: string;
  status: string;
  language: string;
  assignee_id: string | null;
  open_key: string | null;
  response: string | null;
  resolution: string | null;
  created_at: string;
  updated_at: string;
  target_at: string;
  solved_at: string | null;
  escalated_at: string | null;
  closed_at: string | null;
  /** The ticket clock (migration 2301): the warning went out. */
  warned_at: string | null;
  /** The ticket closed itself: solved, and the customer did not answer in time. */
  auto_closed_at: string | null;
  /** The closing SMS was claimed for sending (sent at most once). */
  close_sms_at: string | null;
  /*
   * Migration 2303. Optional here so rows written before the report (tests, seed, other modules'
   * literals) still type-check; the database fills `channel` with 'site' and the others with NULL.
   */
  /** site, app, phone, branch or samacares. */
  channel?: string;
  /** refund, correction, apology, explanation or none: set when staff solve or resolve. */
  remedy?: string | null;
  samacares_reference?: string | null;
  /** The branch a complaint was made at (channel `branch`). */
  branch_id?: number | null;
}

export interface TicketFilesTable {
  id: string;
  ticket_id: string;
  /** `attachment` (from the customer) or `response` (from the employee). */
  kind: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface TicketEventsTable {
  id: string;
  ticket_id: string;
  action: string;
  from_status: string | null;
  status: string;
  /** customer, employee or system. */
  actor: string;
  actor_id: string | null;
  text: string | null;
  created_at: string;
}

export interface TicketNotesTable {
  id: string;
  ticket_id: string;
  staff_id: string;
  staff_label: string;
  text: string;
  needs_reply: number;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
}

export interface TicketReviewsTable {
  ticket_id: string;
  rating: number;
  comment: string;
  created_at: string;
}

/** The support lead's canned replies (migration 2302); `code` is stored without its slash. */
export interface CannedRepliesTable {
  id: string;
  code: string;
  title: string;
  text_ar: string;
  text_en: string;
  text_ur: string;
  created_at: string;
  updated_at: string;
  updated_by: string;
}
