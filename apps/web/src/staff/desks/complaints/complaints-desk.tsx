import { defaultReportPeriod } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportExport, useComplaintReport, type Period } from './api/complaint-report';
import { PeriodForm } from './period-form';
import { ReportFigures } from './report-figures';

/**
 * SAMA's complaint report (issue 23, ADR 2303): a period of Riyadh days (this month unless
 * chosen), its figures, and the same figures as CSV and PDF (the downloads are audited).
 */
export function ComplaintsDesk() {
  const { t } = useTranslation(['staff', 'complaints']);
  const [period, setPeriod] = useState<Period>(() => defaultReportPeriod());
  const report = useComplaintReport(period);
  const link = 'rounded-md px-4 py-2 font-semibold text-brand underline underline-offset-4';
  return (
    <section aria-labelledby="complaints-title" className="flex flex-col gap-4">
      <h1 id="complaints-title" className="text-2xl font-bold text-brand-dark">
        {t('complaints.report.title')}
      </h1>
      <PeriodForm period={period} onShow={setPeriod} />
      <div className="flex flex-wrap gap-2">
        <a href={reportExport('csv', period)} download className={link}>
          {t('complaints.report.csv')}
        </a>
        <a href={reportExport('pdf', period)} download className={link}>
          {t('complaints.report.pdf')}
        </a>
      </div>
      {report.data ? <ReportFigures report={report.data} /> : <p>{t('complaints.report.loading')}</p>}
    </section>
  );
}
