import type { StaffTicket } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { ComplaintFacts } from './complaint-facts';
import { Fact } from './fact';
import { TicketClock } from './ticket-clock';

/**
 * Who the customer is and where the ticket stands: the customer's language (the one to answer
 * in) and the assignee by name come first, since an officer picks a ticket up by them.
 */
export function TicketFacts({ ticket: tk }: { ticket: StaffTicket }) {
  const { t } = useTranslation(['staff', 'tickets']);
  const when = useFormatDateTime();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <Fact label={t('tickets.customerLanguage')}>
        <strong>{t(`tickets.languages.${tk.language}`)}</strong>
      </Fact>
      <Fact label={t('tickets.assignedTo')}>{tk.assigneeName ?? t('tickets.unassigned')}</Fact>
      <Fact label={t('tickets.status')}>{t(`tickets.statuses.${tk.status}`)}</Fact>
      <Fact label={t('tickets.customer')} dir="auto">
        {tk.name}
      </Fact>
      <Fact label={t('tickets.nationalId')} dir="ltr">
        {tk.nationalId}
      </Fact>
      <Fact label={t('tickets.email')} dir="ltr">
        {tk.email}
      </Fact>
      <Fact label={t('tickets.phone')} dir="ltr">
        {tk.phone}
      </Fact>
      {tk.transactionNumber && (
        <Fact label={t('tickets.transactionNumber')} dir="ltr">
          {tk.transactionNumber}
        </Fact>
      )}
      <Fact label={t('tickets.category')}>
        {t(`tickets:support.categories.${tk.category}`, { defaultValue: tk.category })}
      </Fact>
      <Fact label={t('tickets.submitted')}>{when(tk.createdAt)}</Fact>
      <Fact label={t('tickets.target')}>
        <span className="flex gap-2">
          {when(tk.targetAt)} <TicketClock targetAt={tk.targetAt} status={tk.status} />
        </span>
      </Fact>
      <ComplaintFacts ticket={tk} />
    </dl>
  );
}
