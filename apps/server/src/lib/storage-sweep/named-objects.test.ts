import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { imageIdOf, KEY_COLUMNS, MEDIA_URL_COLUMNS } from './named-objects.js';

/**
 * Columns whose names look like they could name a stored object, and why they do not. A new
 * column that looks like one must go either into the registry (named-objects.ts), or here with
 * its reason: otherwise the sweep would delete the files it names an hour after the upload.
 */
const NOT_STORED: Record<string, string> = {
  'banners.link_url': 'where the banner leads',
  'partners.link_url': 'where the logo leads',
  'branch_locations.map_url': 'a maps address',
  'captcha_marks.key': 'a solved challenge',
  'hr_settings.key': 'a setting name',
  'otp_codes.person_key': 'a hash of the person',
  'otp_people.person_key': 'a hash of the person',
  'rate_limits.key': 'a limiter bucket',
  'remittance_requests.pending_key': 'one open request per transfer',
  'staff_passkeys.public_key': 'a WebAuthn credential',
  'tickets.open_key': 'one open ticket per person and type',
  'einvoice_credentials.private_key': 'the sealed signing key itself',
  'rate_alert_sms.dedupe_key': 'one SMS per alert and event',
  'customer_form_files.file_name': 'the name shown, not the key',
  'customer_forms.result_file_name': 'the name shown, not the key',
  'job_application_files.file_name': 'the name shown, not the key',
  'ticket_files.file_name': 'the name shown, not the key',
};
const LOOKS_STORED = /key|file|image|img|poster|signature|attach|media|url|path|logo|photo|document/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => t.close());

describe('the registry of rows that name stored objects', () => {
  it('knows every column of the migrated schema that looks like it names a stored object', async () => {
    const registered = new Set([...KEY_COLUMNS, ...MEDIA_URL_COLUMNS].map((c) => `${c.table}.${c.column}`));
    const unknown: string[] = [];
    const seen = new Set<string>();
    for (const table of await t.app.db.introspection.getTables()) {
      for (const column of table.columns) {
        const name = `${table.name}.${column.name}`;
        seen.add(name);
        if (LOOKS_STORED.test(column.name) && !registered.has(name) && !(name in NOT_STORED))
          unknown.push(name);
      }
    }
    expect(unknown, 'add them to named-objects.ts or NOT_STORED here').toEqual([]);
    // And the registry names real columns (a renamed column would silently name nothing).
    expect([...registered].filter((name) => !seen.has(name))).toEqual([]);
  });

  it('groups the widths of one content image by its id, and nothing else', () => {
    const id = '0b8e3f0e-6c1e-4c4e-9a57-5d2f1f0e9b11';
    expect(imageIdOf(`${id}-w1200.webp`)).toBe(id);
    expect(imageIdOf(`${id}-w600.webp`)).toBe(id);
    expect(imageIdOf(`${id}.webp`)).toBeNull();
    expect(imageIdOf(`form-${id}.pdf`)).toBeNull();
  });
});
