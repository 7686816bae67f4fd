import type { StaffTicket, TicketThreadEntry } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';

const TONE: Record<TicketThreadEntry['kind'], string> = {
  customer: 'border-sky-300 bg-sky-50',
  reply: 'border-green-300 bg-green-50',
  note: 'border-amber-300 bg-amber-50',
  status: 'border-slate-200 bg-white',
};

/** What one line is: a note is internal, or a question the customer was asked (and saw). */
const KIND_LABEL = (e: TicketThreadEntry) =>
  e.kind !== 'note' ? `tickets.kinds.${e.kind}` : e.toCustomer ? 'tickets.askedCustomer' : 'tickets.internal';

/**
 * The ticket's thread, oldest first: every customer message, staff reply, note and status change
 * with who and when. Customer text is React text (escaped, never HTML) in its own direction.
 */
export function TicketThread({ ticket }: { ticket: StaffTicket }) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const whoOf = (e: TicketThreadEntry) =>
    e.actor === 'customer'
      ? ticket.name
      : e.actor === 'system'
        ? t('tickets.system')
        : (e.who ?? t('tickets.actors.employee'));
  const status = (value: string | null) => (value ? t(`tickets.statuses.${value}`) : '');
  return (
    <section aria-labelledby={`thread-${ticket.id}`} className="flex flex-col gap-2">
      <h2 id={`thread-${ticket.id}`} className="font-semibold">
        {t('tickets.thread')}
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {ticket.thread.map((e, i) => (
          <li key={i} className={`rounded border-s-4 p-2 ${TONE[e.kind]}`}>
            <p className="flex flex-wrap gap-x-2 text-slate-700">
              <span className="font-semibold">{t(KIND_LABEL(e))}</span>
              <span dir="auto">{whoOf(e)}</span>
              <time dateTime={e.at}>{when(e.at)}</time>
            </p>
            {e.kind === 'status' ? (
              <p>
                {t(`tickets.actions.${e.action}`, { defaultValue: e.action ?? '' })}:{' '}
                {t('tickets.moved', { from: status(e.fromStatus), to: status(e.status) })}
              </p>
            ) : (
              <p className="whitespace-pre-wrap break-words" dir="auto">
                {e.text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
