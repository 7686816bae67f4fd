/**
 * Table types. Timestamps are ISO 8601 text and decimals are text on both engines, so the
 * same queries return the same values from SQLite and PostgreSQL.
 */
import type {
  BannersTable,
  BranchLocationsTable,
  ContactMessagesTable,
  FaqsTable,
  OffersTable,
  PagesTable,
  PartnersTable,
  PostsTable,
  TutorialsTable,
} from './schema-content.js';
import type {
  CoreCustomersTable,
  CoreTransfersTable,
  CoreTransactionsTable,
  CoreEmployeesTable,
} from './schema-core.js';
import type {
  OtpCodesTable,
  OtpPeopleTable,
  DevSmsOutboxTable,
  RemittanceRequestsTable,
  RemittanceRequestEventsTable,
} from './schema-remittance.js';
import type { BranchRatingsTable, CallRequestsTable } from './schema-calls.js';
import type {
  RateHistoryTable,
  StaffAccountsTable,
  StaffAuditLogTable,
  StaffFactorChallengesTable,
  StaffNotesTable,
  StaffNotificationsTable,
  StaffPasskeysTable,
  StaffRecoveryCodesTable,
  StaffDevicesTable,
  StaffSessionsTable,
  StaffSetupTokensTable,
} from './schema-staff.js';
import type {
  CustomerFormFilesTable,
  CustomerFormsTable,
  CustomerSessionsTable,
  FormDefinitionsTable,
} from './schema-forms.js';
import type { JobApplicationFilesTable, JobApplicationsTable } from './schema-careers.js';
import type {
  HrSettingsTable,
  InterviewEvaluationsTable,
  JobApplicationEventsTable,
  JobApplicationNotesTable,
} from './schema-careers-hr.js';
import type {
  CannedRepliesTable,
  TicketEventsTable,
  TicketFilesTable,
  TicketNotesTable,
  TicketReviewsTable,
  TicketsTable,
} from './schema-tickets.js';
import type {
  EinvoiceChainsTable,
  EinvoiceCredentialsTable,
  EinvoiceReportsTable,
  EinvoicesTable,
} from './schema-einvoices.js';
import type { RateAlertPhonesTable, RateAlertSmsTable, RateAlertsTable } from './schema-rate-alerts.js';

// Split by area to keep files short; everything is still imported from here.
export type * from './schema-core.js';
export type * from './schema-remittance.js';
export type * from './schema-content.js';
export type * from './schema-staff.js';
export type * from './schema-forms.js';
export type * from './schema-tickets.js';
export type * from './schema-careers.js';
export type * from './schema-careers-hr.js';
export type * from './schema-einvoices.js';
export type * from './schema-rate-alerts.js';

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

export interface CaptchaMarksTable {
  /** 'spent': a solved challenge's nonce (replay protection); 'pass': a client whose limit is lifted. */
  kind: string;
  /** The nonce, or a hash of the client key: no IP is stored in clear. */
  key: string;
  /** Epoch milliseconds; bigint comes back as text from PostgreSQL, so read it with Number(). */
  expires_at: number | string;
}

export interface Database {
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_devices: StaffDevicesTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_passkeys: StaffPasskeysTable;
  staff_factor_challenges: StaffFactorChallengesTable;
  staff_audit_log: StaffAuditLogTable;
  rate_history: RateHistoryTable;
  staff_notes: StaffNotesTable;
  staff_notifications: StaffNotificationsTable;
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
  customer_sessions: CustomerSessionsTable;
  form_definitions: FormDefinitionsTable;
  customer_forms: CustomerFormsTable;
  customer_form_files: CustomerFormFilesTable;
  tickets: TicketsTable;
  ticket_files: TicketFilesTable;
  ticket_events: TicketEventsTable;
  ticket_notes: TicketNotesTable;
  ticket_reviews: TicketReviewsTable;
  canned_replies: CannedRepliesTable;
  call_requests: CallRequestsTable;
  branch_ratings: BranchRatingsTable;
  job_applications: JobApplicationsTable;
  job_application_files: JobApplicationFilesTable;
  interview_evaluations: InterviewEvaluationsTable;
  job_application_events: JobApplicationEventsTable;
  job_application_notes: JobApplicationNotesTable;
  hr_settings: HrSettingsTable;
  einvoice_chains: EinvoiceChainsTable;
  einvoices: EinvoicesTable;
  einvoice_reports: EinvoiceReportsTable;
  einvoice_credentials: EinvoiceCredentialsTable;
  rate_alerts: RateAlertsTable;
  rate_alert_phones: RateAlertPhonesTable;
  rate_alert_sms: RateAlertSmsTable;
}
