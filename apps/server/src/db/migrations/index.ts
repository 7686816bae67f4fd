import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-rates.js';
import * as m0002 from './0002-rate-limits.js';
import * as m0101 from './0101-content.js';
import * as m0201 from './0201-captcha.js';
import * as m0301 from './0301-core.js';
import * as m0302 from './0302-otp.js';
import * as m0303 from './0303-remittance-requests.js';
import * as m0401 from './0401-otp-person.js';
import * as m1001 from './1001-branch-hours.js';
import * as m1002 from './1002-pending-request-key.js';
import * as m1003 from './1003-banner-validity.js';
import * as m1101 from './1101-staff.js';
import * as m1102 from './1102-staff-desks.js';
import * as m1103 from './1103-staff-passkeys.js';
import * as m1110 from './1110-content-desk.js';
import * as m1201 from './1201-tickets.js';
import * as m1250 from './1250-calls-ratings.js';
import * as m1301 from './1301-customer-forms.js';
import * as m1401 from './1401-careers.js';
import * as m1402 from './1402-careers-hr.js';
import * as m2101 from './2101-staff-devices.js';
import * as m2201 from './2201-list-indexes.js';
import * as m2205 from './2205-call-assignee.js';
import * as m2206 from './2206-search-trigrams.js';
import * as m2301 from './2301-ticket-clock.js';
import * as m2302 from './2302-canned-replies.js';
import * as m2303 from './2303-complaint-reports.js';
import * as m2304 from './2304-ticket-created-index.js';
import * as m2401 from './2401-einvoices.js';
import * as m2402 from './2402-einvoice-reporting.js';
import * as m2403 from './2403-einvoice-credentials.js';
import * as m2501 from './2501-rate-history.js';
import * as m2502 from './2502-rate-alerts.js';

/**
 * Every migration, in order. Listed statically (not read from disk) so the compiled server and
 * the tests run exactly the same set. Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001-rates': m0001,
  '0002-rate-limits': m0002,
  '0101-content': m0101,
  '0201-captcha': m0201,
  '0301-core': m0301,
  '0302-otp': m0302,
  '0303-remittance-requests': m0303,
  '0401-otp-person': m0401,
  '1001-branch-hours': m1001,
  '1002-pending-request-key': m1002,
  '1003-banner-validity': m1003,
  '1101-staff': m1101,
  '1102-staff-desks': m1102,
  '1103-staff-passkeys': m1103,
  '1110-content-desk': m1110,
  '1201-tickets': m1201,
  '1250-calls-ratings': m1250,
  '1301-customer-forms': m1301,
  '1401-careers': m1401,
  '1402-careers-hr': m1402,
  '2101-staff-devices': m2101,
  '2201-list-indexes': m2201,
  '2205-call-assignee': m2205,
  '2206-search-trigrams': m2206,
  '2301-ticket-clock': m2301,
  '2302-canned-replies': m2302,
  '2303-complaint-reports': m2303,
  '2304-ticket-created-index': m2304,
  '2401-einvoices': m2401,
  '2402-einvoice-reporting': m2402,
  '2403-einvoice-credentials': m2403,
  '2501-rate-history': m2501,
  '2502-rate-alerts': m2502,
};
