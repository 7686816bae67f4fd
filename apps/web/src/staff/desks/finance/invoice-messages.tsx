import { mayRetryReport, type EinvoiceRow } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRetryReport } from './api/einvoices';

function MessageList({ title, items }: { title: string; items: EinvoiceRow['errors'] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="font-semibold">{title}</h2>
      {/* ZATCA writes its messages in English: shown as sent, in their own direction. */}
      <ul className="list-disc ps-5">
        {items.map((m, i) => (
          <li key={`${m.code}-${i}`} dir="auto">
            <span dir="ltr">{m.code}</span> {m.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One invoice opened under its row: ZATCA's errors and warnings, and the retry when allowed. */
export function InvoiceMessages({ invoice }: { invoice: EinvoiceRow }) {
  const { t } = useTranslation('staff');
  const retry = useRetryReport();
  const none = invoice.errors.length === 0 && invoice.warnings.length === 0;
  return (
    <div className="flex flex-col gap-2 p-3">
      {none && <p>{t('finance.noMessages')}</p>}
      <MessageList title={t('finance.errors')} items={invoice.errors} />
      <MessageList title={t('finance.warnings')} items={invoice.warnings} />
      <p>{t('finance.attempts', { n: invoice.attempts })}</p>
      {mayRetryReport(invoice.status) && (
        <div>
          <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(invoice.uuid)}>
            {t('finance.retry', { number: invoice.number })}
          </Button>
        </div>
      )}
      {retry.isSuccess && <p role="status">{t('finance.retried')}</p>}
      {retry.isError && (
        <p role="alert" className="text-red-700">
          {t('finance.retryFailed')}
        </p>
      )}
    </div>
  );
}
