import { formatDate, TICKET_TARGET_DAYS, type TicketSubmitted } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Confirmation } from '../../../components/ui/confirmation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { SupportForm } from '../components/support-form';

/** /support: the ticket form, then the request number with the 7-day target. */
export function SupportPage() {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  const [result, setResult] = useState<TicketSubmitted | null>(null);
  useDocumentTitle(t('support.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('support.title')}</h1>
      <p className="mt-2 mb-2 text-slate-700">{t('support.intro')}</p>
      {result ? (
        <Confirmation message={t('support.received')} className="mt-4">
          <p className="text-slate-800">
            {t('support.requestIdLabel')}:{' '}
            <strong dir="ltr" className="font-mono text-lg" data-testid="ticket-id">
              {result.requestId}
            </strong>
          </p>
          <p className="text-sm text-slate-700">
            {t('support.targetNote', {
              date: formatDate(result.targetAt, language),
              days: TICKET_TARGET_DAYS,
            })}
          </p>
          <Link to="/ticket" className="font-medium text-brand underline">
            {t('support.checkStatus')}
          </Link>
        </Confirmation>
      ) : (
        <>
          <p className="mb-6 text-slate-700">
            {t('support.alreadySent')}{' '}
            <Link to="/ticket" className="font-medium text-brand underline">
              {t('support.checkStatus')}
            </Link>
          </p>
          <SupportForm onSubmitted={setResult} />
        </>
      )}
    </div>
  );
}
