import { brand, formatDate } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/use-language';
import { useFormHistory } from '../api/forms-api';
import { FormsArea } from '../components/forms-area';
import { StatusBadge } from '../components/status-badge';

/** /formsHistory: the completed forms with their status, reason and result file. */
export function HistoryPage() {
  const { t } = useTranslation('forms');
  return (
    <FormsArea title={t('history.title')}>
      <HistoryList />
    </FormsArea>
  );
}

function HistoryList() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const history = useFormHistory();
  return (
    <>
      {history.isPending && <Spinner label={t('loading')} />}
      {history.isError && <FormAlert tone="error">{t('history.failed')}</FormAlert>}
      {history.data?.length === 0 && <p className="text-slate-700">{t('history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {history.data.map((item) => (
            <li key={item.clientFormId} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="flex-1 text-lg font-semibold text-slate-900">
                  <Link
                    to={`/formsHistory/${encodeURIComponent(item.clientFormId)}`}
                    className="hover:underline"
                  >
                    {item.formName[language]}
                  </Link>
                </h2>
                <StatusBadge status={item.status} />
              </div>
              <p className="text-sm text-slate-600">
                {t('history.submittedOn', { date: formatDate(item.completedAt, language) })}
              </p>
              {item.rejectionReason && (
                <p className="text-sm text-red-800" dir="auto">
                  {t('history.reason')}: {item.rejectionReason}
                </p>
              )}
              {item.file && (
                <p className="text-sm text-slate-700">
                  {t('history.hasFile', { company: brand.companyShortName[language] })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
