/**
 * Table types. Timestamps are ISO 8601 text and decimals are text on both engines, so the
 * same queries return the same values from SQLite and PostgreSQL.
 */
export interface BranchesTable {
  id: number;
  name_ar: string;
  name_en: string;
  name_ur: string;
  city_ar: string;
  city_en: string;
  city_ur: string;
  sort_order: number;
}

export interface CurrenciesTable {
  code: string;
  name_en: string;
  name_ar: string;
  name_ur: string;
  /** ISO 3166 alpha-2 country of the flag shown beside the currency. */
  flag_country: string;
}

export interface ExchangeRatesTable {
  branch_id: number;
  currency_code: string;
  /** Decimal text: what the branch pays for one unit (or units per riyal when popr is '/'). */
  rate_purchase: string;
  rate_sale: string;
  popr: string;
  updated_at: string;
}

export interface RateLimitsTable {
  bucket: string;
  /** A hash of the client or subject key: no IP, ID or phone number is stored in clear. */
  key: string;
  count: number;
  /** Epoch milliseconds; bigint comes back as text from PostgreSQL, so read it with Number(). */
  reset_at: number | string;
}

export interface BannersTable {
  id: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  desktop_image_url: string;
  mobile_image_url: string;
  link_url: string | null;
  alt_text_ar: string | null;
  alt_text_en: string | null;
  alt_text_ur: string | null;
  target_blank: number;
  active: number;
  sort_order: number;
  /** Last day the banner advertises (Riyadh calendar), or null for no end. */
  valid_until?: string | null;
  /** 1110: first day the banner is shown, or null for no start. */
  valid_from?: string | null;
}

export interface PostsTable {
  id: number;
  img: string;
  poster: string | null;
  date: string;
  published: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  body_ar: string;
  body_en: string;
  body_ur: string;
  /** 1102: the days the post is shown (YYYY-MM-DD, inclusive); null = no limit. */
  valid_from?: string | null;
  valid_until?: string | null;
}

export interface PartnersTable {
  id: number;
  name: string;
  img: string;
  width: number;
  sort_order: number;
  /** 1110: where the logo leads (a site path or https), or null. */
  link_url?: string | null;
  published?: number;
}

export interface BranchLocationsTable {
  branch_id: number;
  map_url: string;
  latitude: string;
  longitude: string;
  sort_order: number;
  location_ar: string;
  location_en: string;
  location_ur: string;
  /** Branch phone as dialled (digits), or null when the branch has none of its own. */
  phone: string | null;
  /** Riyadh wall-clock "HH:mm"; closes_at may be "24:00". */
  opens_at: string;
  closes_at: string;
  /** Working weekdays as comma-separated digits, 0 = Sunday. */
  work_days: string;
}

export interface FaqsTable {
  id: number;
  category: string;
  sort_order: number;
  question_ar: string;
  question_en: string;
  question_ur: string;
  answer_ar: string;
  answer_en: string;
  answer_ur: string;
}

export interface OffersTable {
  id: number;
  market: string;
  valid_until: string | null;
  sort_order: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  body_ar: string;
  body_en: string;
  body_ur: string;
}

export interface TutorialsTable {
  id: number;
  sort_order: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  /** JSON arrays of strings. */
  steps_ar: string;
  steps_en: string;
  steps_ur: string;
}

export interface PagesTable {
  slug: string;
  updated_at: string;
  title_ar: string;
  title_en: string;
  title_ur: string;
  /** JSON arrays of PageSection. */
  sections_ar: string;
  sections_en: string;
  sections_ur: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  status: string;
  created_at: string;
  handled_by?: string | null;
  handled_at?: string | null;
}

export interface CaptchaMarksTable {
  /** 'spent': a solved challenge's nonce (replay protection); 'pass': a client whose limit is lifted. */
  kind: string;
  /** The nonce, or a hash of the client key: no IP is stored in clear. */
  key: string;
  /** Epoch milliseconds; bigint comes back as text from PostgreSQL, so read it with Number(). */
  expires_at: number | string;
}

/** Core records (PRODUCT.md section 1); booleans are integers 0/1 on both engines. */
export interface CoreCustomersTable {
  national_id: string;
  name_ar: string;
  name_en: string;
  /** E.164, the phone on record: one-time codes go only here. */
  phone: string;
  /** The language the customer chose for messages: ar, en or ur. */
  language: string;
  app_registered: number;
  active: number;
  created_at: string;
}

export interface CoreTransfersTable {
  transfer_number: string;
  transaction_number: string;
  sender_national_id: string;
  beneficiary_name: string;
  country: string;
  amount_sar: string;
  payout_amount: string;
  payout_currency: string;
  /** sent | ready_for_pickup | paid | cancelled | on_hold */
  status: string;
  sent_at: string;
  ready_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  on_hold_at: string | null;
  updated_at: string;
}

export interface CoreTransactionsTable {
  transaction_number: string;
  customer_national_id: string;
  /** currency_sale | currency_purchase | incoming_transfer | outgoing_transfer */
  kind: string;
  branch_id: number;
  currency_code: string;
  foreign_amount: string;
  amount_sar: string;
  fee: string;
  vat: string;
  /** The other party of a transfer (beneficiary or sender); null for exchange. */
  counterparty_name: string | null;
  created_at: string;
}

export interface CoreEmployeesTable {
  employee_number: string;
  name_ar: string;
  name_en: string;
  department: string;
  active: number;
}

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
}

export interface StaffSetupTokensTable {
  id: string;
  account_id: string;
  pending_secret: string | null;
  expires_at: string;
  used_at: string | null;
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

export interface Database {
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_audit_log: StaffAuditLogTable;
  rate_history: RateHistoryTable;
  staff_notes: StaffNotesTable;
  core_customers: CoreCustomersTable;
  core_transfers: CoreTransfersTable;
  core_transactions: CoreTransactionsTable;
  core_employees: CoreEmployeesTable;
  otp_codes: OtpCodesTable;
  otp_people: OtpPeopleTable;
  dev_sms_outbox: DevSmsOutboxTable;
  remittance_requests: RemittanceRequestsTable;
  remittance_request_events: RemittanceRequestEventsTable;
  branches: BranchesTable;
  currencies: CurrenciesTable;
  exchange_rates: ExchangeRatesTable;
  rate_limits: RateLimitsTable;
  captcha_marks: CaptchaMarksTable;
  banners: BannersTable;
  posts: PostsTable;
  partners: PartnersTable;
  branch_locations: BranchLocationsTable;
  faqs: FaqsTable;
  offers: OffersTable;
  tutorials: TutorialsTable;
  pages: PagesTable;
  contact_messages: ContactMessagesTable;
}
