import { brand, formatDate, type FormHistoryDetail } from '@waha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Confirmation } from '../../../components/ui/confirmation';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useFormHistoryDetail } from '../api/forms-api';
import { FormsArea, PageHeading } from '../components/forms-area';
import { ResultDownload } from '../components/result-download';
import { StatusBadge } from '../components/status-badge';
import { TransactionDetails } from '../components/transaction-details';

/** /formsHistory/:clientFormId: one completed form, with a back button. */
export function HistoryDetailPage() {
  return (
    <FormsArea>
      <DetailContent />
    </FormsArea>
  );
}

function DetailContent() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const navigate = useNavigate();
  const { clientFormId = '' } = useParams();
  // Arriving from the form just sent (FillForm): confirm it first.
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const detail = useFormHistoryDetail(clientFormId);
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <>
      <PageHeading title={detail.data?.formName[language] ?? t('history.detailTitle')} />
      {sent && (
        <Confirmation message={t('fill.sent')}>
          <p className="text-slate-800">
            {t('fill.reference')}:{' '}
            <strong dir="ltr" className="font-mono">
              {clientFormId}
            </strong>
          </p>
        </Confirmation>
      )}
      <div>
        <Button variant="secondary" onClick={() => void navigate('/formsHistory')}>
          {t('history.back')}
        </Button>
      </div>
      {detail.isPending && <Spinner label={t('loading')} />}
      {detail.isError && (
        <FormAlert tone="error">{notFound ? t('fill.notFound') : t('history.detailFailed')}</FormAlert>
      )}
      {detail.data && <Detail detail={detail.data} />}
    </>
  );
}

function Detail({ detail }: { detail: FormHistoryDetail }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const resultId = useId();
  const show = (answer: FormHistoryDetail['answers'][number]) => {
    if (answer.value === null) return t('history.noAnswer');
    if (typeof answer.value === 'boolean') return answer.value ? t('history.yes') : t('history.no');
    return answer.optionLabel?.[language] ?? answer.value;
  };
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={detail.status} />
        <span className="text-sm text-slate-600">
          {t('history.submittedOn', { date: formatDate(detail.completedAt, language) })}
        </span>
      </div>
      {detail.rejectionReason && (
        <FormAlert tone="error">
          {t('history.reason')}: <span dir="auto">{detail.rejectionReason}</span>
        </FormAlert>
      )}
      {detail.transaction && <TransactionDetails transaction={detail.transaction} />}
      <dl className="flex flex-col gap-3">
        {detail.answers.map((answer) => (
          <div key={answer.fieldId} className="flex flex-col">
            <dt className="text-sm text-slate-600">{answer.label[language]}</dt>
            <dd className="font-medium text-slate-900" dir="auto">
              {show(answer)}
            </dd>
          </div>
        ))}
      </dl>
      {/* The company's answer, apart from the customer's own answers and files above. */}
      <section aria-labelledby={resultId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h2 id={resultId} className="text-lg font-semibold text-slate-900">
          {t('history.resultTitle', { company: brand.companyShortName[language] })}
        </h2>
        <ResultDownload clientFormId={detail.clientFormId} fileName={detail.file} />
      </section>
    </div>
  );
}
