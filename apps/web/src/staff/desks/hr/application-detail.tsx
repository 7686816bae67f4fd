import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { ApplicationAnswers } from './application-answers';
import { ApplicationEvaluations } from './application-evaluations';
import { ApplicationFiles } from './application-files';
import { ApplicationNotes } from './application-notes';
import { ApplicationPipeline } from './application-pipeline';
import { pdfUrl, useApplication } from './api/applications';

/** One application, section by section: applicant, pipeline, answers, files, notes, evaluations. */
export function ApplicationDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation(['staff', 'hr']);
  const when = useFormatDateTime();
  const query = useApplication(id);
  const a = query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(a);
  // It opens in place of the list, whose button (focused) is gone: the keyboard and a screen
  // reader start again at the application's name, not at the top of the page.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  return (
    <section aria-labelledby="application-title" className="flex flex-col gap-4">
      <Button variant="ghost" className="self-start" onClick={onBack}>
        {t('hr.back')}
      </Button>
      {!a ? (
        query.isError ? (
          <FormAlert tone="error">{t('hr.failed')}</FormAlert>
        ) : (
          <Spinner label={t('hr.title')} />
        )
      ) : (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1
              id="application-title"
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold text-brand-dark focus:outline-none"
              dir="auto"
            >
              {a.fullName}
            </h1>
            <a
              href={pdfUrl(a.id)}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand underline underline-offset-4"
            >
              {t('hr.pdf')} <span className="sr-only">{t('hr.opensInNewTab')}</span>
            </a>
          </div>
          {a.purgedAt && <FormAlert tone="info">{t('hr.purged', { date: when(a.purgedAt) })}</FormAlert>}
          <dl className="grid gap-x-6 gap-y-2 rounded bg-white p-4 shadow-sm sm:grid-cols-2">
            {(
              [
                ['hr.reference', a.reference, 'ltr'],
                ['hr.program', t(`hr:program.${a.program}`), undefined],
                ['hr.position', a.position, 'auto'],
                ['hr.received', when(a.createdAt), undefined],
                ['hr.nationalId', a.nationalId, 'ltr'],
                ['hr.phone', a.phone, 'ltr'],
                ['hr.email', a.email, 'ltr'],
              ] as const
            ).map(([label, value, dir]) => (
              <div key={label} className="flex flex-wrap gap-2">
                <dt className="font-medium text-slate-600">{t(label)}:</dt>
                <dd dir={dir} className="break-all">
                  {value || '—'}
                </dd>
              </div>
            ))}
          </dl>
          <ApplicationPipeline application={a} />
          <ApplicationAnswers application={a} />
          <ApplicationFiles application={a} />
          <ApplicationNotes application={a} />
          <ApplicationEvaluations application={a} />
        </>
      )}
    </section>
  );
}
