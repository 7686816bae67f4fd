import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactResponse, Language } from '@waha/shared';
import type { Db } from '../../db/connection.js';

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
    message: message.message,
    language,
    status: 'new',
    created_at: now.toISOString(),
  };
  await db.insertInto('contact_messages').values(row).execute();
  return { id: row.id, receivedAt: row.created_at };
}
