import type { CareerProgram, JobApplicationSubmitted } from '@waha/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicationForm } from '../components/application-form';

/** /job-application and /abnaa-job-application: the long form, then the reference to quote. */
function ApplicationPage({ program }: { program: CareerProgram }) {
  const { t } = useTranslation('careers');
  const [result, setResult] = useState<JobApplicationSubmitted | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t(`title.${program}`));
  useEffect(() => {
    if (!result) return;
    window.scrollTo({ top: 0 });
    done.current?.focus();
  }, [result]);
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
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow" role="status">
          <h2 ref={done} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {t('done.title')}
          </h2>
          <FormAlert tone="success">{t('done.note')}</FormAlert>
          <p className="text-slate-800">
            {t('done.reference')}:{' '}
            <strong dir="ltr" className="font-mono text-lg" data-testid="application-reference">
              {result.reference}
            </strong>
          </p>
        </div>
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
