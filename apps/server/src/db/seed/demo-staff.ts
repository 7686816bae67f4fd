import { STAFF_ROLES, type StaffRole } from '@waha/shared';
import type { Transaction } from 'kysely';
import { hashPassword, insertAccount, replaceRecoveryCodes } from '../../modules/staff/index.js';
import type { Database } from '../schema.js';

/**
 * One demo staff member per role (development only, listed in the README). Known passwords and
 * TOTP secrets, so the demo and the end-to-end tests can sign in; never seeded in production
 * unless DEMO_DATA=true.
 */
export const DEMO_STAFF_PASSWORD = 'Waha-demo-staff-2026';
export const DEMO_STAFF: {
  employeeNumber: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Every role this person holds, when more than `role` (the one tests look people up by). */
  roles?: StaffRole[];
  totpSecret: string;
}[] = [
  {
    employeeNumber: '90001',
    email: 'admin@staff.example',
    name: 'Demo Admin',
    role: 'admin',
    totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  },
  {
    employeeNumber: '90002',
    email: 'support@staff.example',
    name: 'Demo Support',
    role: 'support',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ',
  },
  {
    employeeNumber: '90003',
    email: 'escalation@staff.example',
    name: 'Demo Escalation',
    role: 'escalation',
    totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJR',
  },
  {
    employeeNumber: '90004',
    email: 'operations@staff.example',
    name: 'Demo Operations',
    role: 'operations',
    totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
  {
    employeeNumber: '90005',
    email: 'rates@staff.example',
    name: 'Demo Rates',
    role: 'rates',
    totpSecret: 'ONSWG4TFORZWK3DFMNZGK5DTMVRXEZLU',
  },
  {
    employeeNumber: '90006',
    email: 'content@staff.example',
    name: 'Demo Content',
    role: 'content',
    totpSecret: 'NBSWY3DPO5XXE3DENBSWY3DPO5XXE3DF',
  },
  {
    employeeNumber: '90007',
    email: 'hr@staff.example',
    name: 'Demo HR',
    role: 'hr',
    totpSecret: 'OBQXG43XN5ZGIMJSGM2DKNRXHA4TAMJS',
  },
  {
    employeeNumber: '90008',
    email: 'forms@staff.example',
    name: 'Demo Forms',
    role: 'forms',
    totpSecret: 'MZXW6YTBOI6TEMZUGU3DOOBZGAYTEMZU',
  },
  // A second operations officer: the lists end-to-end spec signs in its own person, since a TOTP
  // code is accepted once and the specs run side by side.
  {
    employeeNumber: '90009',
    email: 'queue@staff.example',
    name: 'Demo Queue Officer',
    role: 'operations',
    totpSecret: 'NFXGQ2LTMVZHGZLDOJSXIMJSGM2DINJW',
  },
  // Two more support officers, one per end-to-end spec that signs support in (call-backs, lists),
  // so no two specs running side by side wait for the same person's code.
  {
    employeeNumber: '90010',
    email: 'callbacks@staff.example',
    name: 'Demo Call-back Officer',
    role: 'support',
    totpSecret: 'UMJZVQGUX43PM5XOB3PKYZ64E4YLISAA',
  },
  {
    employeeNumber: '90011',
    email: 'inbox@staff.example',
    name: 'Demo Inbox Officer',
    role: 'support',
    totpSecret: 'D4LJJQZLIMUGU4SHGQMYSXQH4XOFMTNK',
  },
  // The content desk spec's own editor (the back-office spec signs in the content officer).
  {
    employeeNumber: '90012',
    email: 'editor@staff.example',
    name: 'Demo Content Editor',
    role: 'content',
    totpSecret: 'DNR4NIHMSBZZKZTNTHCJY6AEZTIJGATM',
  },
  // The forms desk spec's and the careers spec's own officers (the passkey spec uses 90007/90008).
  {
    employeeNumber: '90013',
    email: 'reviewer@staff.example',
    name: 'Demo Forms Reviewer',
    role: 'forms',
    totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66DK',
  },
  {
    employeeNumber: '90014',
    email: 'recruiter@staff.example',
    name: 'Demo Recruiter',
    role: 'hr',
    totpSecret: 'PJXW4ZLTONSXG43JN5XGKZLSOJ2XIZLS',
  },
  // Holds every role: the staff-routes wording spec walks every desk of the registry as them.
  {
    employeeNumber: '90015',
    email: 'supervisor@staff.example',
    name: 'Demo Supervisor',
    role: 'admin',
    roles: [...STAFF_ROLES],
    totpSecret: 'YAGKDQQ4SRSYIUXALNFFBOKERMUV4IPR',
  },
  // The ticket queue spec's own support officer (sorting, paging, bulk assign, CSV).
  {
    employeeNumber: '90016',
    email: 'tickets@staff.example',
    name: 'Demo Ticket Officer',
    role: 'support',
    totpSecret: 'IEWJMOJQMBMWHPDMI4QGHPQHV5ME4ZIU',
  },
  // The generic content desk spec's own editor: two specs signing in one person at once would
  // compete for its one-use TOTP codes.
  {
    employeeNumber: '90017',
    email: 'publisher@staff.example',
    name: 'Demo Publisher',
    role: 'content',
    totpSecret: 'DGFA3M6BTVZG5VOEI3YY77LLELRQN5JQ',
  },
  // The support lead: the ticket clock spec (overdue view, reassignment).
  {
    employeeNumber: '90018',
    email: 'lead@staff.example',
    name: 'Demo Support Lead',
    role: 'support_lead',
    totpSecret: 'R3ACOWSNLKJSRVGY4EY2GEI2QHZQG6G6',
  },
  // The escalation scoping spec's own escalation officer.
  {
    employeeNumber: '90019',
    email: 'escalator@staff.example',
    name: 'Demo Escalation Officer',
    role: 'escalation',
    totpSecret: 'IO4NQCATRM3AIXLNOYCOK5CJAFOM34B2',
  },
  // The canned replies spec's own support officer.
  {
    employeeNumber: '90020',
    email: 'replies@staff.example',
    name: 'Demo Reply Officer',
    role: 'support',
    totpSecret: '3J5WOSUTCNTRPCHXPCRXFENVGUPN645J',
  },
  // The SAMA report spec's own lead (report, SAMACares registration, unified response).
  {
    employeeNumber: '90021',
    email: 'complaints@staff.example',
    name: 'Demo Complaints Lead',
    role: 'support_lead',
    totpSecret: 'U53UUBLD3L3WIDBX6VD3FQOPJPY4R6YJ',
  },
  // The ticket clock spec's own support officer (warnings in the desk).
  {
    employeeNumber: '90022',
    email: 'clock@staff.example',
    name: 'Demo Clock Officer',
    role: 'support',
    totpSecret: '2ZGW7XM6JZ75NFXOKQVBYTZJAUEXCPFD',
  },
  // Issue 24: the finance desk (e-invoices reported to ZATCA) and its spec's person.
  {
    employeeNumber: '90023',
    email: 'finance@staff.example',
    name: 'Demo Finance',
    role: 'finance',
    totpSecret: '7LXKY66CEBPOE3F72KOAE75GO6IDMDZY',
  },
  // Issue 25: the rate alerts spec's rates officer (changes a rate across a visitor's target).
  {
    employeeNumber: '90024',
    email: 'ratedesk@staff.example',
    name: 'Demo Rate Desk',
    role: 'rates',
    totpSecret: 'HA5QA4LH3CZ6MU6RAR6RAIFMF2A3MQ3Q',
  },
];

let demoHash: Promise<string> | undefined;

export async function seedDemoStaff(trx: Transaction<Database>, now: Date): Promise<void> {
  const existing = await trx.selectFrom('staff_accounts').select('employee_number').execute();
  const have = new Set(existing.map((row) => row.employee_number));
  const missing = DEMO_STAFF.filter((person) => !have.has(person.employeeNumber));
  if (missing.length === 0) return;
  demoHash ??= hashPassword(DEMO_STAFF_PASSWORD);
  const passwordHash = await demoHash;
  for (const person of missing) {
    const id = await insertAccount(
      trx,
      {
        employeeNumber: person.employeeNumber,
        email: person.email,
        name: person.name,
        roles: person.roles ?? [person.role],
      },
      now,
    );
    await trx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, totp_secret: person.totpSecret })
      .where('id', '=', id)
      .execute();
    await replaceRecoveryCodes(trx, id);
  }
}
