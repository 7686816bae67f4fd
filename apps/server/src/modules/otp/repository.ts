import type { Db } from '../../db/connection.js';

/** The development SMS outbox, newest first (50), filtered by phone and subject. */
export function listDevOutbox(db: Db, filter: { to?: string; subject?: string }) {
  let query = db.selectFrom('dev_sms_outbox').selectAll();
  if (filter.to) query = query.where('to_phone', '=', filter.to);
  if (filter.subject) query = query.where('subject', '=', filter.subject);
  return query.orderBy('created_at', 'desc').limit(50).execute();
}
