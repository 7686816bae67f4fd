import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The one log policy of the server (PRODUCT.md section 12): whatever is logged, by a route, a
 * plugin, the SMS adapters or Fastify itself, goes through `sanitize` before it is written, so no
 * one-time code, full phone number, full national ID, IBAN or file content reaches the log at any
 * level. The only exception is the console SMS adapter in development (see `DEV_SMS_KEY`).
 */

/**
 * Values under these keys are never written. `answers` and `sensitive` hold a job application
 * (personal data, and religion and health answers: PRODUCT.md section 9); the health and religion
 * keys are listed too, in case one of them ever travels on its own.
 */
const SECRET_KEYS = new Set([
  'answers',
  'authorization',
  // ZATCA onboarding (ADR 2403): the CSID, its key and the sealing key never reach a log line.
  'binarysecuritytoken',
  'bloodgroup',
  'body',
  'code',
  'cookie',
  'illnessdetails',
  'illnesses',
  'medicaltest',
  'otp',
  'password',
  'payload',
  'privatekey',
  'privatekeypem',
  'religion',
  'secret',
  'secretskey',
  'sensitive',
  'set-cookie',
  'smstext',
  'text',
  'token',
]);

/** Identifiers: only their last four characters are written. */
const IDENTIFIER_KEYS = new Set([
  'bankaccount',
  'iban',
  'idnumber',
  'mobile',
  'national_id',
  'nationalid',
  'phone',
  'reference',
  'to',
  'to_phone',
  'transactionnumber',
  'transfernumber',
]);

/** Kept as they are: request ids are random and needed to follow a request. */
const PLAIN_KEYS = new Set(['reqid', 'requestid', 'msg']);

/** The console SMS adapter's record of a message: written as is, in development only. */
export const DEV_SMS_KEY = 'devSms';

const lastFour = (value: string) => `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

/**
 * Masks what looks like personal data in free text (URLs, error messages): IBANs, runs of 8 or
 * more digits (IDs, phones, transfer and transaction numbers; a leading + and single spaces
 * between groups included) and a 6-digit number standing alone (a one-time code).
 */
export function maskText(text: string): string {
  return text
    .replace(/\bSA\d{2}(?: ?[0-9A-Z]){20}\b/gi, (iban) => `SA**${lastFour(iban.replace(/ /g, '')).slice(-4)}`)
    .replace(/\+?\d(?: ?\d){7,}/g, (digits) => lastFour(digits.replace(/ /g, '')))
    .replace(/(?<!\w|\d\.)\d{6}(?!\w|\.\d)/g, '[code]');
}

function sanitizeValue(value: unknown, key: string, seen: WeakSet<object>, depth: number): unknown {
  const k = key.toLowerCase();
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (PLAIN_KEYS.has(k)) return value;
  if (SECRET_KEYS.has(k)) return '[redacted]';
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (typeof value === 'string') return IDENTIFIER_KEYS.has(k) ? lastFour(value) : maskText(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    return IDENTIFIER_KEYS.has(k) ? lastFour(String(value)) : value;
  }
  if (typeof value !== 'object') return value;
  if (seen.has(value) || depth > 6) return '[...]';
  seen.add(value);
  if (value instanceof Error) return sanitizeError(value, seen, depth);
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, key, seen, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  // Class instances (Fastify's request and reply, sockets) go to their serializers untouched:
  // `req` is reduced to method, masked URL and id below, `res` to its status.
  if (proto !== Object.prototype && proto !== null) return value;
  return sanitizeObject(value as Record<string, unknown>, seen, depth + 1);
}

function sanitizeObject(obj: Record<string, unknown>, seen: WeakSet<object>, depth: number) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) out[key] = sanitizeValue(value, key, seen, depth);
  return out;
}

/**
 * A socket error names the peer in its message ("connect ECONNREFUSED 10.0.0.5:5432", "getaddrinfo
 * ENOTFOUND db.internal"): the database's or Redis's address stays out of the log (ADR 2701).
 */
function withoutPeer(text: string, error: { address?: unknown; hostname?: unknown; host?: unknown }) {
  let out = text;
  for (const peer of [error.address, error.hostname, error.host]) {
    if (typeof peer === 'string' && peer.length > 1) out = out.split(peer).join('[host]');
  }
  return out.replace(/\[host\]:\d{1,5}\b/g, '[host]');
}

function sanitizeError(error: Error, seen: WeakSet<object>, depth: number): Record<string, unknown> {
  const extra = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  // In the message only (the stack repeats it first): a host named "db" must not eat src/db/ paths.
  const message = withoutPeer(error.message, error as { address?: unknown });
  return {
    type: error.name,
    message: maskText(message),
    stack: error.stack ? maskText(error.stack.replace(error.message, message)) : undefined,
    // Error codes such as ECONNREFUSED or otp_invalid help; a digit-only one is masked.
    ...(typeof extra.code === 'string' ? { code: maskText(extra.code) } : {}),
    ...(typeof extra.statusCode === 'number' ? { statusCode: extra.statusCode } : {}),
    ...(extra.cause !== undefined ? { cause: sanitizeValue(extra.cause, 'cause', seen, depth + 1) } : {}),
  };
}

/** One log call's arguments (merging object, message, interpolation values) made safe. */
export function sanitizeLogArgs(args: unknown[], development: boolean): unknown[] {
  return args.map((arg, index) => {
    if (typeof arg === 'string') return maskText(arg);
    if (index === 0 && arg instanceof Error) return { err: sanitizeError(arg, new WeakSet(), 0) };
    if (index === 0 && development && arg && typeof arg === 'object' && DEV_SMS_KEY in arg) return arg;
    return sanitizeValue(arg, '', new WeakSet(), 0);
  });
}

/** The pino options every logger of the server uses. */
export function loggerOptions(level: string, development: boolean): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method) {
        return method.apply(this, sanitizeLogArgs(args, development) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: maskText(req.url),
        reqId: req.id,
      }),
    },
  };
}
