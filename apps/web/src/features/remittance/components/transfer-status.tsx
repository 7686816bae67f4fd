import { formatDateTime, formatNumber, type TransferStatusView } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

const DATE_FIELDS = ['sentAt', 'readyAt', 'onHoldAt', 'paidAt', 'cancelledAt', 'updatedAt'] as const;

const STATUS_STYLE: Record<TransferStatusView['status'], string> = {
  sent: 'bg-sky-100 text-sky-900',
  ready_for_pickup: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  on_hold: 'bg-red-100 text-red-900',
};

/** The inquiry's answer: the status and every date the transfer has reached, in Riyadh time. */
export function TransferStatus({ transfer }: { transfer: TransferStatusView }) {
  const { t } = useTranslation('remittance');
  const language = useLanguage();
  const country =
    new Intl.DisplayNames([language], { type: 'region' }).of(transfer.country) ?? transfer.country;
  // Decimal text formatted digit by digit (no float), Latin digits like the rest of the site.
  const amount = `${formatNumber(transfer.amount, language, 2)} ${transfer.currency}`;

  return (
    <section aria-labelledby="transfer-title" className="rounded-2xl bg-white p-6 shadow">
      <h2 id="transfer-title" className="mb-4 text-xl font-bold text-brand">
        {t('inquiry.resultTitle', { number: transfer.transferNumber })}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('inquiry.status')}</dt>
          <dd>
            <span
              className={`inline-block rounded-full px-3 py-1 font-semibold ${STATUS_STYLE[transfer.status]}`}
            >
              {t(`inquiry.statuses.${transfer.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('inquiry.beneficiary')}</dt>
          <dd className="font-medium">{transfer.beneficiaryName}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('inquiry.country')}</dt>
          <dd className="font-medium">{country}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('inquiry.amount')}</dt>
          <dd className="font-medium">{amount}</dd>
        </div>
      </dl>
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">{t('inquiry.timeline')}</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        {DATE_FIELDS.filter((field) => transfer[field]).map((field) => (
          <div key={field} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">{t(`inquiry.dates.${field}`)}</dt>
            <dd className="font-medium">{formatDateTime(transfer[field]!, language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
