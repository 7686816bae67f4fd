import type { OtpPurpose, TicketCategory } from '@waha/shared';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from '../lib/with-timeout.js';
import { dependencyMetrics, type DependencyMetrics } from './metrics-dependencies.js';
import { jobMetrics, type JobMetrics } from './metrics-jobs.js';
import { redisMetrics, type RedisMetrics } from './metrics-redis.js';
import { storageMetrics, type StorageMetrics } from './metrics-storage.js';

/** Where an upload was refused: one value per module that takes files. */
export type UploadArea = 'tickets' | 'careers' | 'customer_forms' | 'content' | 'hr';
/**
 * Why: over the size limit, not an accepted type by its bytes, a PDF with scripts or web-page
 * markup, 0 bytes, too many files, or not a well-formed file body.
 */
export type UploadRefusal = 'too_large' | 'bad_type' | 'unsafe' | 'empty' | 'too_many' | 'malformed';
/** How the HTTP SMS provider failed: no answer in time, no connection, or a non-2xx answer. */
export type SmsFailure = 'timeout' | 'unreachable' | 'rejected';

/** A secret checked at staff sign-in: what the limits guard (each is counted when it is evaluated). */
export type SignInCheck = 'password' | 'totp' | 'recovery' | 'passkey';
/**
 * Which sign-in limit started refusing: an account's unknown devices (after their captcha budget),
 * one client address, one trusted device, one factor-stage session, an account's second factor.
 */
export type SignInBlockScope = 'unknown_devices' | 'address' | 'device' | 'factor_session' | 'factor_account';

/**
 * What modules count, with the label values typed: every label has a small fixed set of values
 * (a raw id, phone or URL in a label would make one time series per visitor).
 */
interface Counted<Labels> {
  inc(labels: Labels): void;
}

export interface AppMetrics extends StorageMetrics {
  otpSent: Counted<{ purpose: OtpPurpose }>;
  otpFailed: Counted<{ purpose: OtpPurpose }>;
  smsProviderErrors: Counted<{ reason: SmsFailure }>;
  /** `rule` is the limiter bucket (a constant in the code), or `otp-resend-wait` / `otp-too-many`. */
  rateLimited: Counted<{ rule: string }>;
  captchaSolved: { inc(): void };
  /** Every password, code or passkey actually evaluated at staff sign-in (not the refused ones). */
  signInChecks: Counted<{ check: SignInCheck }>;
  /** A sign-in limit starting to refuse (counted once per block, not per refused request). */
  signInBlocks: Counted<{ scope: SignInBlockScope }>;
  /** A staff member signed in from a browser without a device cookie: it now gets one. */
  signInNewDevices: { inc(): void };
  /** Every one-time code guess compared with the code (refused guesses are not compared). */
  otpChecks: Counted<{ purpose: OtpPurpose }>;
  ticketsOpened: Counted<{ category: TicketCategory }>;
  uploadsRefused: Counted<{ area: UploadArea; reason: UploadRefusal }>;
  /** Every background job's rounds (lib/periodic-job.ts): last success, duration, failures. */
  jobs: JobMetrics;
  /** Whether this instance answers from Redis's fallbacks, and how often (plugins/redis-fallback.ts). */
  redis: RedisMetrics;
  /** Lost database connections and requests a dependency's outage failed (ADR 2701). */
  dependencies: DependencyMetrics;
  /** What the ticket clock did by rule (ADR 2301): counted after each action's commit. */
  ticketClock: { warned: { inc(): void }; autoEscalated: { inc(): void }; autoClosed: { inc(): void } };
  /** E-invoice reporting attempts by outcome (ADR 2402): reported, warnings, rejected, retry. */
  einvoiceReports: Counted<{ outcome: 'reported' | 'warnings' | 'rejected' | 'retry' }>;
  /** Rate-alert SMS attempts from the outbox (ADR 2502): sent, retried later, or given up (failed). */
  rateAlertSms: Counted<{ kind: 'crossing' | 'digest' | 'reminder'; outcome: 'sent' | 'retried' | 'failed' }>;
  /** Outbox rows skipped because another instance had taken them over before their send (ADR 2703). */
  outboxClaimsLost: Counted<{ outbox: 'rate-alert-sms' | 'einvoice-report' }>;
  /** The module that owns the data says how to read a gauge; it is read when Prometheus scrapes. */
  readOnScrape(gauge: ScrapedGauge, read: () => Promise<number>): void;
}

export type ScrapedGauge = 'ticketsPastTarget' | 'einvoicesUnreported' | 'rateAlertSmsPending';

/** A scrape must answer even when the database does not: the gauge then reads NaN. */
const SCRAPE_READ_TIMEOUT_MS = 2000;

/**
 * The Node process metrics (CPU, memory, event-loop lag, GC) belong to the process, not to an app:
 * collected once, whatever the number of apps (tests build many in one process, and each
 * collection starts an event-loop monitor that cannot be stopped).
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One registry per app (the global default registry would mix the counts of apps built in one
 * process and refuse a second metric of the same name); a scrape reads it with the process metrics.
 */
export function createMetrics(onReadError: (error: unknown) => void) {
  const own = new Registry();
  const registers = [own];
  const processRegistry = processMetrics();
  /** The text format of both registries (merged per scrape: `own` gains metrics after creation). */
  const render = async () => `${await processRegistry.metrics()}\n${await own.metrics()}`;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern (unmatched when no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const readers = scrapedGauges(registers, onReadError);
  const metrics: AppMetrics = {
    ...moduleCounters(registers),
    ...storageMetrics(registers),
    jobs: jobMetrics(registers),
    redis: redisMetrics(registers),
    dependencies: dependencyMetrics(registers),
    readOnScrape(gauge, read) {
      readers.set(gauge, read);
    },
  };
  return { render, contentType: own.contentType, own, metrics, httpDuration };
}

/** The gauges read from the database at each scrape, through the readers modules register. */
function scrapedGauges(registers: Registry[], onReadError: (error: unknown) => void) {
  const readers = new Map<ScrapedGauge, () => Promise<number>>();
  const scraped = (gauge: ScrapedGauge, name: string, help: string) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const read = readers.get(gauge);
        if (!read) return;
        try {
          this.set(await withTimeout(read(), SCRAPE_READ_TIMEOUT_MS));
        } catch (error) {
          onReadError(error);
          this.set(Number.NaN);
        }
      },
    });
  scraped(
    'ticketsPastTarget',
    'waha_tickets_past_target',
    'Unresolved support tickets past their 7-day target, counted when scraped',
  );
  scraped(
    'rateAlertSmsPending',
    'waha_rate_alert_sms_pending',
    'Rate-alert SMS waiting in the outbox (due or backing off), counted when scraped',
  );
  scraped(
    'einvoicesUnreported',
    'waha_einvoices_unreported_20h',
    'E-invoices issued over 20 hours ago and not yet reported to ZATCA (24 hours allowed), counted when scraped',
  );
  return readers;
}

type ModuleCounters = Omit<
  AppMetrics,
  keyof StorageMetrics | 'jobs' | 'redis' | 'dependencies' | 'readOnScrape'
>;

function moduleCounters(registers: Registry[]): ModuleCounters {
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers });
  return {
    otpSent: counter('waha_otp_codes_sent_total', 'One-time codes handed to the SMS sender', ['purpose']),
    otpFailed: counter(
      'waha_otp_codes_failed_total',
      'One-time codes that could not be sent (SMS or storage failure; not the caps)',
      ['purpose'],
    ),
    smsProviderErrors: counter(
      'waha_sms_provider_errors_total',
      'Failed calls to the HTTP SMS provider by reason',
      ['reason'],
    ),
    rateLimited: counter('waha_rate_limit_refusals_total', 'Requests refused with 429 by rule', ['rule']),
    captchaSolved: counter('waha_captcha_solved_total', 'Proof-of-work captchas verified', []),
    signInChecks: counter(
      'waha_staff_signin_checks_total',
      'Staff sign-in secrets evaluated (password hash, TOTP, recovery code, passkey), by check',
      ['check'],
    ),
    signInBlocks: counter(
      'waha_staff_signin_blocks_total',
      'Staff sign-in limits that started refusing, by scope (once per block)',
      ['scope'],
    ),
    signInNewDevices: counter(
      'waha_staff_signin_new_devices_total',
      'Staff sign-ins from a browser without a device cookie (a new device cookie was issued)',
      [],
    ),
    otpChecks: counter('waha_otp_checks_total', 'One-time code guesses compared with the code, by purpose', [
      'purpose',
    ]),
    ticketsOpened: counter('waha_tickets_opened_total', 'Support tickets opened by category', ['category']),
    uploadsRefused: counter('waha_uploads_refused_total', 'Uploaded files refused, by area and reason', [
      'area',
      'reason',
    ]),
    ticketClock: {
      warned: counter('waha_tickets_warned_total', 'Tickets whose day-5 warning went to staff', []),
      autoEscalated: counter(
        'waha_tickets_auto_escalated_total',
        'Tickets escalated by the clock at their 7-day target (actor: system)',
        [],
      ),
      autoClosed: counter(
        'waha_tickets_auto_closed_total',
        'Solved tickets closed by the clock after the customer did not answer',
        [],
      ),
    },
    einvoiceReports: counter(
      'waha_einvoice_reports_total',
      'E-invoice reporting attempts to ZATCA by outcome',
      ['outcome'],
    ),
    rateAlertSms: counter(
      'waha_rate_alert_sms_total',
      'Rate-alert SMS attempts from the outbox by kind and outcome (sent, retried later, failed for good)',
      ['kind', 'outcome'],
    ),
    outboxClaimsLost: counter(
      'waha_outbox_claims_lost_total',
      'Outbox rows skipped, not sent, because another instance took them over after their lease ran out',
      ['outbox'],
    ),
  };
}
