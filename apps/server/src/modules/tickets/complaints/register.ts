import type { ComplaintRegister } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { type AuditContext, writeAudit } from '../../staff/index.js';
import { insertTicket } from '../customer/repository.js';
import { recordEvent } from '../repository.js';
import { fileNewTicket, newTicketRow } from '../ticket-row.js';

/**
 * A complaint staff register for a customer who called, came to a branch or went to SAMACares:
 * a normal ticket (same clock, same queue, one open per customer and type), filed by the officer,
 * audited in the same transaction. Unlike /support it does not require an app account: SAMA's
 * rules make every complaint a record, whoever brings it. The customer gets the usual SMS when
 * the core system knows their phone (textCustomer skips anyone it does not know).
 */
export async function registerComplaint(
  app: FastifyInstance,
  audit: AuditContext,
  officerId: string,
  form: ComplaintRegister,
) {
  const now = new Date();
  const at = now.toISOString();
  const ticket = newTicketRow({ ...form, samacaresReference: form.samacaresReference || null }, now);
  await fileNewTicket(app, ticket, form.category, () =>
    app.db.transaction().execute(async (trx) => {
      await insertTicket(trx, ticket);
      await recordEvent(trx, ticket.id, {
        action: 'submit',
        fromStatus: null,
        status: 'open',
        actor: 'employee',
        actorId: officerId,
        at,
      });
      await writeAudit(trx, audit, {
        action: 'ticket.register',
        recordType: 'ticket',
        recordId: ticket.id,
        after: {
          channel: ticket.channel,
          samacaresReference: ticket.samacares_reference,
          branchId: ticket.branch_id,
          requestType: ticket.request_type,
          category: ticket.category,
        },
      });
    }),
  );
  return { id: ticket.id, targetAt: ticket.target_at };
}
