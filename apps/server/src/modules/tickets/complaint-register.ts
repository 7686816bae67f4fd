import type { ComplaintRegister } from '@waha/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { type AuditContext, writeAudit } from '../staff/index.js';
import { insertTicket } from './customer-repository.js';
import { tellCustomer } from './notify.js';
import { findOpenTicket, isUniqueViolation, recordEvent } from './repository.js';
import { newTicketRow } from './ticket-row.js';

const openError = (id: string) => new AppError(409, 'ticket_open_exists', undefined, { reference: id });

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
  const open = await findOpenTicket(app.db, form.nationalId, form.requestType);
  if (open) throw openError(open.id);
  const now = new Date();
  const at = now.toISOString();
  const ticket = newTicketRow({ ...form, samacaresReference: form.samacaresReference || null }, now);
  try {
    await app.db.transaction().execute(async (trx) => {
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findOpenTicket(app.db, form.nationalId, form.requestType);
      if (raced) throw openError(raced.id);
    }
    throw error;
  }
  app.metrics.ticketsOpened.inc({ category: form.category });
  await tellCustomer(app, ticket, 'submitted');
  return { id: ticket.id, targetAt: ticket.target_at };
}
