import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { requiredText } from './staff-fields.js';

/** PRODUCT.md section 14: a person may hold several roles. */
export const STAFF_ROLES = [
  'admin',
  'support',
  /** ADR 2300: a role of its own, not a flag on `support`: it is granted, audited and listed like any role. */
  'support_lead',
  'escalation',
  'operations',
  'rates',
  'content',
  'hr',
  'forms',
  /** Issue 24: the e-invoice reporting desk (ZATCA statuses, messages, retry). */
  'finance',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What the server checks per route. `self` is any signed-in staff member (own profile, own
 * sessions); every other permission comes from a role.
 */
export const STAFF_PERMISSIONS = [
  'self',
  'accounts.read',
  'accounts.write',
  'sessions.admin',
  'audit.read',
  'rates.read',
  'rates.write',
  'content.read',
  'content.write',
  'remittance.read',
  'remittance.write',
  'contact.read',
  'contact.write',
  'forms.read',
  'forms.write',
  'tickets.read',
  'tickets.write',
  'escalation.read',
  'escalation.write',
  /** The support lead's: every ticket, reassigning tickets another officer holds, canned replies, the overdue view. */
  'tickets.lead',
  /** SAMA's complaint figures and reports (the lead and the escalation role). */
  'complaints.report',
  'calls.read',
  'calls.write',
  'ratings.read',
  /** HR: applications, evaluations, pipeline, notes; `hr.sensitive` reads religion and health answers. */
  'hr.read',
  'hr.write',
  'hr.sensitive',
  /** E-invoices and their reporting to ZATCA; `einvoices.write` retries a report. */
  'einvoices.read',
  'einvoices.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: ['accounts.read', 'accounts.write', 'sessions.admin', 'audit.read'],
  support: [
    'contact.read',
    'contact.write',
    'tickets.read',
    'tickets.write',
    'calls.read',
    'calls.write',
    'ratings.read',
  ],
  // The support lead does everything support does, and leads the ticket desk.
  support_lead: [
    'contact.read',
    'contact.write',
    'tickets.read',
    'tickets.write',
    'tickets.lead',
    'complaints.report',
    'calls.read',
    'calls.write',
    'ratings.read',
  ],
  // Escalated tickets only (PRODUCT.md 14, ADR 2301): no `tickets.read`; the escalation desk's own
  // routes read a ticket (its history and files) only once it went to the escalation queue.
  escalation: ['escalation.read', 'escalation.write', 'complaints.report'],
  operations: ['remittance.read', 'remittance.write'],
  rates: ['rates.read', 'rates.write'],
  content: ['content.read', 'content.write'],
  hr: ['hr.read', 'hr.write', 'hr.sensitive'],
  forms: ['forms.read', 'forms.write'],
  finance: ['einvoices.read', 'einvoices.write'],
};

export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  return ['self', ...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))];
}

/** Staff passwords: at least 12 characters, no forced rotation (PRODUCT.md section 14). */
export const STAFF_PASSWORD_MIN = 12;

const required = requiredText;

/**
 * Step one: employee number or email, and the password. `captcha`: a solved proof-of-work
 * payload, sent only when the server answered `staff_captcha_required` (one per attempt).
 */
export const StaffSignInSchema = z.object({
  login: required(254),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  captcha: z.string().min(1).max(4096).optional(),
});
export type StaffSignIn = z.infer<typeof StaffSignInSchema>;

/** A six-digit authenticator code (any digit script), or a recovery code (xxxxx-xxxxx). */
export const StaffFactorSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).replace(/\s/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(/^([0-9]{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, { error: 'staff:validation.factorCode' }),
    ),
});
export type StaffFactor = z.infer<typeof StaffFactorSchema>;

export const StaffSetupStartSchema = z.object({ token: z.string().min(20).max(100) });

export const StaffSetupCompleteSchema = z.object({
  token: z.string().min(20).max(100),
  password: z
    .string({ error: 'validation.required' })
    .min(STAFF_PASSWORD_MIN, { error: 'staff:validation.passwordShort' })
    .max(200, { error: 'validation.tooLong' }),
  code: z
    .string({ error: 'validation.required' })
    .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
    .pipe(z.string().regex(/^[0-9]{6}$/, { error: 'validation.otpFormat' })),
});
export type StaffSetupComplete = z.infer<typeof StaffSetupCompleteSchema>;

/**
 * Failed sign-in attempts on this account between the previous successful sign-in and the one
 * that started this session (OWASP: tell the person), or null when there were none.
 */
export const StaffSignInNoticeSchema = z.object({
  failedAttempts: z.number().int().min(1),
  lastFailedAt: z.string(),
});
export type StaffSignInNotice = z.infer<typeof StaffSignInNoticeSchema>;

export const StaffMeSchema = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  signInNotice: StaffSignInNoticeSchema.nullable().optional(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** Who is signed in, without a 401 when nobody is (the staff app asks on every load). */
export const StaffSessionStateSchema = z.object({ me: StaffMeSchema.nullable() });

/** `passkey`: after the password, whether this person may use a passkey instead of a code. */
export const StaffSignInResultSchema = z.object({
  next: z.enum(['factor', 'done']),
  passkey: z.boolean().optional(),
});

export const StaffSessionViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export type StaffSessionView = z.infer<typeof StaffSessionViewSchema>;

export const StaffAccountViewSchema = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  active: z.boolean(),
  hasSecondFactor: z.boolean(),
});
export type StaffAccountView = z.infer<typeof StaffAccountViewSchema>;

export const StaffAccountUpdateSchema = z.object({
  roles: z.array(z.enum(STAFF_ROLES)).min(1, { error: 'staff:validation.roles' }).optional(),
  active: z.boolean().optional(),
});
