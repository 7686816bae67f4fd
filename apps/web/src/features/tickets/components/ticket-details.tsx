import { formatDate, TICKET_TARGET_DAYS, type TicketLookup, type TicketView } from '@waha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation } from '../../../components/ui/confirmation';
import { useLanguage } from '../../../lib/use-language';
import { CustomerThread } from './customer-thread';
import { ConfirmResolution, ReplyForm, ReviewForm, type TicketSent } from './follow-up';
import { FACES } from './face-rating';

type Ticket = NonNullable<TicketView['ticket']>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The follow-up view of one ticket: its dates, the conversation, and what the customer may do at
 * its status. Customer and employee texts are shown as text, never HTML, each in its own direction.
 */
export function TicketDetails({
  ticket,
  lookup,
  sent,
  onChange,
}: {
  ticket: Ticket;
  lookup: TicketLookup;
  /** What the customer has just done here, confirmed where its form was. */
  sent?: TicketSent;
  onChange: (view: TicketView, sent: TicketSent) => void;
}) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  return (
    <section className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow" aria-labelledby="ticket-heading">
      <h2 id="ticket-heading" className="text-lg font-bold text-brand" dir="ltr">
        {ticket.requestId}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t('ticket.status')}>{t(`ticket.statuses.${ticket.status}`)}</Row>
        <Row label={t('ticket.submittedOn')}>{formatDate(ticket.createdAt, language)}</Row>
        <Row label={t('ticket.targetOn', { days: TICKET_TARGET_DAYS })}>
          {formatDate(ticket.targetAt, language)}
        </Row>
        {ticket.closedAt && <Row label={t('ticket.closedOn')}>{formatDate(ticket.closedAt, language)}</Row>}
      </dl>
      <p className="text-sm text-slate-700">{t('ticket.samaNote', { days: TICKET_TARGET_DAYS })}</p>
      <CustomerThread entries={ticket.thread} />
      {ticket.responseFiles.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-bold text-slate-900">{t('ticket.responseFiles')}</h3>
          <ul className="list-inside list-disc">
            {ticket.responseFiles.map((file) => (
              <li key={file.id}>
                <a href={file.url} className="text-brand underline" dir="auto" download>
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {sent && (
        <Confirmation key={sent} message={t(`ticket.${sent}`)} className="border border-green-300">
          <p className="text-slate-800">
            {t('support.requestIdLabel')}:{' '}
            <strong dir="ltr" className="font-mono">
              {ticket.requestId}
            </strong>
          </p>
        </Confirmation>
      )}
      {ticket.status === 'awaiting_customer' && (
        <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-bold text-slate-900">{t('ticket.employeeNote')}</h3>
          <ReplyForm lookup={lookup} onChange={onChange} />
        </div>
      )}
      {ticket.status === 'solved' && <ConfirmResolution lookup={lookup} onChange={onChange} />}
      {ticket.status === 'closed' && !ticket.review && <ReviewForm lookup={lookup} onChange={onChange} />}
      {ticket.review && <TicketReview review={ticket.review} />}
    </section>
  );
}

/** The customer's own review of the closed ticket, as they gave it. */
function TicketReview({ review }: { review: NonNullable<Ticket['review']> }) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-bold text-slate-900">{t('ticket.yourReview')}</h3>
      <p className="text-slate-800">
        <span aria-hidden="true" className="me-2 text-2xl">
          {FACES[review.rating - 1]}
        </span>
        {t(`ticket.ratings.${review.rating}`)}
      </p>
      {review.comment && (
        <p dir="auto" className="whitespace-pre-line text-slate-800">
          {review.comment}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('ticket.reviewedOn')}: {formatDate(review.createdAt, language)}
      </p>
    </div>
  );
}
