import { formatDate } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/use-language';
import { useAssignedForms } from '../api/forms-api';
import { FormsArea } from '../components/forms-area';

const buttonLink =
  'inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2';

/** /forms: the forms this customer is asked to fill, and the way to the previous ones. */
export function FormsPage() {
  const { t } = useTranslation('forms');
  return (
    <FormsArea title={t('list.title')}>
      <AssignedForms />
    </FormsArea>
  );
}

function AssignedForms() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const forms = useAssignedForms();
  if (forms.isPending) return <Spinner label={t('loading')} />;
  if (forms.isError) return <FormAlert tone="error">{t('list.failed')}</FormAlert>;
  return (
    <>
      {forms.data.length === 0 ? (
        <p className="text-slate-700">{t('list.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {forms.data.map((form) => (
            <li
              key={form.clientFormId}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow"
            >
              <div className="flex flex-1 flex-col">
                <h2 className="text-lg font-semibold text-slate-900">{form.title[language]}</h2>
                <p className="text-sm text-slate-600">
                  {t('list.assignedAt', { date: formatDate(form.assignedAt, language) })}
                </p>
              </div>
              <Link
                to={`/forms/${encodeURIComponent(form.formId)}/${encodeURIComponent(form.clientFormId)}`}
                className={buttonLink}
                aria-label={t('list.selectNamed', { name: form.title[language] })}
              >
                {t('list.select')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/formsHistory" className="font-semibold text-brand underline">
          {t('list.previous')}
        </Link>
      </p>
    </>
  );
}
