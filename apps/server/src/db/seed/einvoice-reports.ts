import type { Db } from '../connection.js';
import { WEBSITE_EGS_ID } from '../../modules/einvoicing/index.js';

/** Marked as demo in the text itself: these answers were never given by ZATCA. */
const DEMO = '(demo, not from ZATCA)';
const refused = {
  info: [],
  warnings: [],
  errors: [
    { code: 'BR-KSA-37', message: `The seller address building number must contain 4 digits ${DEMO}` },
  ],
};
const warned = {
  info: [],
  warnings: [{ code: 'BR-KSA-98', message: `The buyer name should be present ${DEMO}` }],
  errors: [],
};

/**
 * Demo data only (app.ts, after the demo invoices are issued): without a CSID nothing is ever
 * reported, so the finance desk would show only "not configured". The first two demo invoices get
 * a made-up refusal and the third a made-up warning, so the desk's messages and retry can be seen.
 * Touches only rows still not_configured: a restart changes nothing.
 */
export async function seedDemoReports(db: Db): Promise<void> {
  const first = await db
    .selectFrom('einvoices')
    .select('uuid')
    .where('egs_unit', '=', WEBSITE_EGS_ID)
    .orderBy('icv')
    .limit(3)
    .execute();
  const now = new Date().toISOString();
  for (const [i, { uuid }] of first.entries()) {
    const rejected = i < 2;
    await db
      .updateTable('einvoice_reports')
      .set({
        status: rejected ? 'not_reported' : 'reported_warnings',
        attempts: 1,
        http_status: rejected ? 400 : 202,
        messages: JSON.stringify(rejected ? refused : warned),
        reported_at: rejected ? null : now,
        updated_at: now,
      })
      .where('uuid', '=', uuid)
      .where('status', '=', 'not_configured')
      .execute();
  }
}
