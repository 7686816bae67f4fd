import type { StaffFormSubmissionDetail } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { submissionFileUrl, useSubmission } from './api/submissions';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { ReviewActions } from './review-actions';

/**
 * One submission opened under its row: the answers in the desk's language (what the customer
 * typed is React text, escaped), the files to download, the transfer it is about, and the review.
 */
export function SubmissionDetail({ clientFormId }: { clientFormId: string }) {
  const { t } = useTranslation('staff');
  const detail = useSubmission(clientFormId);
  if (!detail.data) return <p className="p-3">{t('common.loading')}</p>;
  const s = detail.data;
  return (
    // Sticky at the start and no wider than the screen: on a phone the table scrolls sideways, the
    // opened submission does not.
    <div className="sticky start-0 flex max-w-[calc(100vw-2.5rem)] flex-col gap-4 border-t border-slate-200 p-3">
      <Answers submission={s} />
      {s.transaction && <Transfer transaction={s.transaction} />}
      <ReviewActions submission={s} />
    </div>
  );
}

function Answers({ submission }: { submission: StaffFormSubmissionDetail }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const value = (answer: StaffFormSubmissionDetail['answers'][number]) => {
    if (answer.fileId)
      return (
        <a
          className="font-semibold text-brand underline underline-offset-4"
          href={submissionFileUrl(submission.clientFormId, answer.fileId)}
          download
          aria-label={t('forms.download', { name: String(answer.value ?? '') })}
        >
          <bdi>{String(answer.value ?? '')}</bdi>
        </a>
      );
    if (answer.value === null) return <span className="text-slate-500">{t('forms.noAnswer')}</span>;
    if (typeof answer.value === 'boolean') return answer.value ? t('forms.yes') : t('forms.no');
    return answer.optionLabel ? (
      answer.optionLabel[language]
    ) : (
      <bdi className="whitespace-pre-wrap break-words">{answer.value}</bdi>
    );
  };
  return (
    <section aria-label={t('forms.answers')}>
      <h2 className="font-semibold">{t('forms.answers')}</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {submission.answers.map((answer) => (
          <div key={answer.fieldId} className="contents">
            <dt className="font-medium">{answer.label[language]}</dt>
            <dd>{value(answer)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Transfer({ transaction }: { transaction: NonNullable<StaffFormSubmissionDetail['transaction']> }) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const rows: [string, string][] = [
    [t('requests.transfer'), transaction.transferNumber],
    [t('forms.beneficiary'), transaction.beneficiaryName],
    [t('forms.amountSar'), transaction.amountSar],
    [t('forms.payout'), `${transaction.payoutAmount} ${transaction.payoutCurrency}`],
    [t('forms.sentAt'), when(transaction.sentAt)],
  ];
  return (
    <section aria-label={t('forms.transaction')}>
      <h2 className="font-semibold">{t('forms.transaction')}</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, text]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>
              <bdi>{text}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
