import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactResponse, Language } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { withoutNul } from '../../lib/text.js';

export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  language: Language,
  now = new Date(),
): Promise<ContactResponse> {
  const row = {
    id: randomUUID(),
    name: message.name,
    email: message.email,
    // PostgreSQL text refuses NUL bytes: both engines keep U+FFFD in their place instead, so the
    // same message is stored (and shown to staff) the same way everywhere.
    message: withoutNul(message.message),
    language,
    status: 'new',
    created_at: now.toISOString(),
  };
  await db.insertInto('contact_messages').values(row).execute();
  return { id: row.id, receivedAt: row.created_at };
}
