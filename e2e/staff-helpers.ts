import type { APIRequestContext, Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { PNG } from 'pngjs';
import { expect } from './fixtures';

/** The README's demo staff (one per role), password and TOTP secrets included. */
export const DEMO_STAFF = {
  admin: { login: '90001', secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
  support: { login: '90002', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ' },
  escalation: { login: '90003', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJR' },
  operations: { login: '90004', secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
  rates: { login: '90005', secret: 'ONSWG4TFORZWK3DFMNZGK5DTMVRXEZLU' },
  content: { login: '90006', secret: 'NBSWY3DPO5XXE3DENBSWY3DPO5XXE3DF' },
  // The passkey spec's own people: no other spec signs them in (a TOTP code is accepted once).
  hr: { login: '90007', secret: 'OBQXG43XN5ZGIMJSGM2DKNRXHA4TAMJS' },
  forms: { login: '90008', secret: 'MZXW6YTBOI6TEMZUGU3DOOBZGAYTEMZU' },
  // Specs' own people, so two specs never wait for one person's code: the lists spec (queue, inbox)
  // the call-backs spec (callbacks), the content specs (editor, publisher) and the ticket queue spec
  // (tickets). The tickets spec signs in support itself.
  queue: { login: '90009', secret: 'NFXGQ2LTMVZHGZLDOJSXIMJSGM2DINJW' },
  inbox: { login: '90011', secret: 'D4LJJQZLIMUGU4SHGQMYSXQH4XOFMTNK' },
  editor: { login: '90012', secret: 'DNR4NIHMSBZZKZTNTHCJY6AEZTIJGATM' },
  callbacks: { login: '90010', secret: 'UMJZVQGUX43PM5XOB3PKYZ64E4YLISAA' },
  reviewer: { login: '90013', secret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66DK' },
  recruiter: { login: '90014', secret: 'PJXW4ZLTONSXG43JN5XGKZLSOJ2XIZLS' },
  // Every role: the staff-routes wording spec's own person.
  supervisor: { login: '90015', secret: 'YAGKDQQ4SRSYIUXALNFFBOKERMUV4IPR' },
  publisher: { login: '90017', secret: 'DGFA3M6BTVZG5VOEI3YY77LLELRQN5JQ' },
  tickets: { login: '90016', secret: 'IEWJMOJQMBMWHPDMI4QGHPQHV5ME4ZIU' },
  // Issue 23's specs: the lead, an escalation officer, the canned-replies officer, the report lead, the clock officer.
  lead: { login: '90018', secret: 'R3ACOWSNLKJSRVGY4EY2GEI2QHZQG6G6' },
  escalator: { login: '90019', secret: 'IO4NQCATRM3AIXLNOYCOK5CJAFOM34B2' },
  replies: { login: '90020', secret: '3J5WOSUTCNTRPCHXPCRXFENVGUPN645J' },
  complaints: { login: '90021', secret: 'U53UUBLD3L3WIDBX6VD3FQOPJPY4R6YJ' },
  clock: { login: '90022', secret: '2ZGW7XM6JZ75NFXOKQVBYTZJAUEXCPFD' },
  // Issue 24: the finance desk spec's own person.
  finance: { login: '90023', secret: '7LXKY66CEBPOE3F72KOAE75GO6IDMDZY' },
  // Issue 25: the rate alerts spec's rates officer.
  ratedesk: { login: '90024', secret: 'HA5QA4LH3CZ6MU6RAR6RAIFMF2A3MQ3Q' },
} as const;
export const DEMO_STAFF_PASSWORD = 'Waha-demo-staff-2026';

const STEP_MS = 30_000;

/**
 * The last time step each person's code was used in this run, kept in the run's data folder: a
 * retried test runs in a new worker process, which must not reuse a step the server already took.
 */
const stepFile = (secret: string) =>
  path.join(process.env.E2E_DATA_DIR ?? tmpdir(), `totp-step-${secret.slice(0, 8)}`);
const lastStep = (secret: string) => {
  const file = stepFile(secret);
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : -Infinity;
};

/**
 * An authenticator code the server will take. It accepts a code once, and only for a time step
 * after the last one it took, within one step either side of now (a phone clock a few seconds off;
 * modules/staff/factors/totp.ts). So the first sign-in of a person uses the previous step's code, the next
 * ones the current and the next: three sign-ins in a 30-second window without a wait, where waiting
 * for a fresh code cost each second sign-in of a spec 15 s on average. Near the end of a window the
 * code waits for the next one, so it is still valid when the server checks it.
 */
async function freshCode(page: Page, secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const pick = Math.max(lastStep(secret) + 1, step - 1);
    if (pick <= step + 1 && now % STEP_MS < STEP_MS - 3_000) {
      writeFileSync(stepFile(secret), String(pick));
      return generateSync({ secret, epoch: Math.floor((pick * STEP_MS) / 1000) });
    }
    await page.waitForTimeout(1000);
  }
}

interface Labels {
  login: string;
  password: string;
  next: string;
  code: string;
  signIn: string;
}
export const SIGN_IN_LABELS: Record<'ar' | 'en', Labels> = {
  ar: {
    login: 'الرقم الوظيفي أو البريد الإلكتروني',
    password: 'كلمة المرور',
    next: 'متابعة',
    code: 'الرمز',
    signIn: 'دخول',
  },
  en: {
    login: 'Employee number or email',
    password: 'Password',
    next: 'Continue',
    code: 'Code',
    signIn: 'Sign in',
  },
};

/** Signs a demo staff member in through the screens: password, then the authenticator code. */
export async function staffSignIn(page: Page, who: keyof typeof DEMO_STAFF, language: 'ar' | 'en') {
  const l = SIGN_IN_LABELS[language];
  await page.context().clearCookies();
  await page.goto('/staff/sign-in');
  await page.getByLabel(l.login).fill(DEMO_STAFF[who].login);
  await page.getByLabel(l.password).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: l.next }).click();
  const code = page.getByLabel(l.code);
  await expect(code).toBeFocused();
  await code.fill(await freshCode(page, DEMO_STAFF[who].secret));
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

/** A small PNG, as a phone photo would be uploaded. */
export function pngBytes(width = 320, height = 180): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 11;
    png.data[i + 1] = 61 + ((i / 4) % width) / 4;
    png.data[i + 2] = 145;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** A cancellation request made by the customer through the API (code read from the dev outbox). */
export async function customerCancellation(
  request: APIRequestContext,
  reference: string,
  nationalId: string,
) {
  const form = {
    reference,
    nationalId,
    reason: 'I sent the wrong amount.',
    refundMethod: 'branch_cash',
    declaration: true,
  };
  const sent = await request.post('/api/remittance/cancel/code', { data: form });
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = await request.get(`/api/dev/outbox?subject=${encodeURIComponent(`cancel:${reference}`)}`);
  const [message] = (await outbox.json()) as { code: string }[];
  const confirmed = await request.post('/api/remittance/cancel/confirm', {
    data: { form, code: message!.code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { reference: string }).reference;
}

/**
 * A number to tell one run's records apart, written in a script's own digits: what an Arabic or
 * Urdu title holds stays free of Latin letters, so the wording walk (staff-routes-wording.spec.ts)
 * never reads another spec's record as English on an Arabic desk.
 */
export function runStamp(script: 'latin' | 'arabic' | 'urdu', at = Date.now()): string {
  const digits = { latin: '0123456789', arabic: '٠١٢٣٤٥٦٧٨٩', urdu: '۰۱۲۳۴۵۶۷۸۹' }[script];
  return String(at % 1_000_000_000).replace(/\d/g, (d) => digits[Number(d)]!);
}
