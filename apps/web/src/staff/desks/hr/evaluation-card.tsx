import { INTERVIEW_CRITERIA, formatDate, type HrEvaluation } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { evaluationSignatureUrl } from './api/evaluations';

/** One interview evaluation as the interviewer sent it: facts, the nine ratings, outcome, signature. */
export function EvaluationCard({ evaluation: e }: { evaluation: HrEvaluation }) {
  const { t } = useTranslation(['staff', 'hr']);
  const language = useLanguage();
  const facts: [string, string | number][] = [
    ['candidateName', e.candidateName],
    ['position', e.position],
    ['nationality', e.nationality],
    ['yearsOfExperience', e.yearsOfExperience],
    ['age', e.age],
    ['qualifications', e.qualifications],
    ['lastPosition', e.lastPosition],
    ['salaryAndBenefits', e.salaryAndBenefits],
    ['requestedPosition', e.requestedPosition],
    ['requestedSalary', e.requestedSalary],
    ['recommendation', e.recommendation],
    ['additionalInfo', e.additionalInfo],
  ];
  return (
    <article className="flex flex-col gap-3 rounded border border-slate-200 p-3">
      <h3 className="font-semibold">
        {t('hr.evaluationBy', {
          name: e.interviewerName,
          number: e.employeeNumber,
          date: formatDate(e.interviewDate, language),
        })}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([key, value]) => (
          <div key={key} className="flex flex-wrap gap-2">
            <dt className="font-medium text-slate-600">{t(`hr:interview.fields.${key}`)}:</dt>
            <dd dir="auto" className="break-words">
              {value === '' ? '—' : value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-start font-semibold">{t('hr:interview.ratingsSection')}</caption>
          <tbody>
            {INTERVIEW_CRITERIA.map((c) => (
              <tr key={c}>
                <th scope="row" className="border-b p-1 text-start font-medium">
                  {t(`hr:interview.criteria.${c}`)}
                </th>
                <td className="border-b p-1">
                  {t(`hr:interview.ratings.${e.ratings[c]?.rating ?? 'medium'}`)}
                </td>
                <td className="border-b p-1" dir="auto">
                  {e.ratings[c]?.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <img
        src={evaluationSignatureUrl(e.id)}
        alt={t('hr.interviewerSignature')}
        className="h-20 w-auto self-start rounded border border-slate-200 bg-white"
      />
    </article>
  );
}
