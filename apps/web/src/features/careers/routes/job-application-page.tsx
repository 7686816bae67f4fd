import type { CareerProgram, JobApplicationSubmitted } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Confirmation } from '../../../components/ui/confirmation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicationForm } from '../components/application-form';

/** /job-application and /abnaa-job-application: the long form, then the reference to quote. */
function ApplicationPage({ program }: { program: CareerProgram }) {
  const { t } = useTranslation('careers');
  const [result, setResult] = useState<JobApplicationSubmitted | null>(null);
  useDocumentTitle(t(`title.${program}`));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t(`title.${program}`)}</h1>
      <p className="mt-2 text-slate-700">{t(`intro.${program}`)}</p>
      <p className="mt-2 mb-6">
        <Link
          to={program === 'abnaa' ? '/job-application' : '/abnaa-job-application'}
          className="font-medium text-brand underline"
        >
          {t(`otherProgram.${program}`)}
        </Link>
      </p>
      {result ? (
        <Confirmation title={t('done.title')} message={t('done.note')}>
          <p className="text-slate-800">
            {t('done.reference')}:{' '}
            <strong dir="ltr" className="font-mono text-lg" data-testid="application-reference">
              {result.reference}
            </strong>
          </p>
        </Confirmation>
      ) : (
        <ApplicationForm program={program} onSubmitted={setResult} />
      )}
    </div>
  );
}

export function JobApplicationPage() {
  return <ApplicationPage program="standard" />;
}

export function AbnaaJobApplicationPage() {
  return <ApplicationPage program="abnaa" />;
}
