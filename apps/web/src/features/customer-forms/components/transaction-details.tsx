import { formatDate, formatNumber, type FormTransaction } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

/** The transfer a form is about ("transaction details"), as a description list. */
export function TransactionDetails({ transaction }: { transaction: FormTransaction }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('transaction.transferNumber'), transaction.transferNumber],
    [t('transaction.transactionNumber'), transaction.transactionNumber],
    [t('transaction.beneficiary'), transaction.beneficiaryName],
    [t('transaction.amount'), `${formatNumber(transaction.amountSar, language, 2)} ${t('transaction.sar')}`],
    [
      t('transaction.payout'),
      `${formatNumber(transaction.payoutAmount, language, 2)} ${transaction.payoutCurrency}`,
    ],
    [t('transaction.sentAt'), formatDate(transaction.sentAt, language)],
  ];
  return (
    <section aria-labelledby="transaction-heading" className="rounded-xl bg-slate-50 p-4">
      <h2 id="transaction-heading" className="mb-2 text-lg font-semibold text-slate-900">
        {t('transaction.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
