import { formatDateTime, type InterviewSubmitted } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { InterviewForm } from '../components/interview-form';

/** A reference in the link from the HR desk (?application=JA-...), or '' when absent or malformed. */
const referenceOf = (value: string | null) =>
  value && /^JA-[A-Z0-9]{6,12}$/i.test(value) ? value.toUpperCase() : '';

/** /interview-summary: the interviewer's evaluation, then a confirmation. */
export function InterviewPage() {
  const { t } = useTranslation('hr');
  const language = useLanguage();
  const [params] = useSearchParams();
  const [result, setResult] = useState<InterviewSubmitted | null>(null);
  useDocumentTitle(t('interview.title'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('interview.title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('interview.intro')}</p>
      {result ? (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow" role="status">
          <FormAlert tone="success">{t('interview.received')}</FormAlert>
          <p className="text-slate-800">
            {t('interview.receivedAt', { date: formatDateTime(result.receivedAt, language) })}
          </p>
        </div>
      ) : (
        <InterviewForm
          applicationReference={referenceOf(params.get('application'))}
          onSubmitted={setResult}
        />
      )}
    </div>
  );
}
