import { RATING_QUESTIONS, RatingSummarySchema, type HomeBranch } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { SelectField } from '../shared/select-field';
import { RatingPoster } from './rating-poster';
import { useBranchList } from './use-branch-list';

/** A month picker (YYYY-MM) for the desk's range. */
function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="month"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded border border-slate-300 bg-white p-2 font-normal"
      />
    </label>
  );
}

/**
 * Branch ratings for support staff: per branch and month, how many ratings and each question's
 * average, the latest comments (as text), and a printable QR poster per branch.
 */
export function RatingsDesk() {
  const { t } = useTranslation('desk-ratings');
  const language = useLanguage();
  const when = useFormatDateTime();
  const branches = useBranchList();
  const [branchId, setBranchId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const summary = useQuery({
    queryKey: ['staff', 'ratings', branchId, from, to],
    queryFn: () =>
      staffCall(RatingSummarySchema, '/branch-ratings/summary', {
        query: { branchId: branchId || undefined, from: from || undefined, to: to || undefined },
      }),
  });
  const nameOf = (id: number) =>
    branches.data?.find((b: HomeBranch) => b.id === id)?.name[language] ?? String(id);
  const average = new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 });

  return (
    <section aria-labelledby="ratings-title" className="flex flex-col gap-6">
      <h1 id="ratings-title" className="text-2xl font-bold text-brand-dark print:hidden">
        {t('title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <SelectField
          label={t('branch')}
          value={branchId}
          onChange={(e) => setBranchId(e.target.value)}
          options={[
            { value: '', label: t('allBranches') },
            ...(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name[language] })),
          ]}
        />
        <MonthField label={t('from')} value={from} onChange={setFrom} />
        <MonthField label={t('to')} value={to} onChange={setTo} />
      </div>
      <div className="overflow-x-auto rounded bg-white shadow-sm print:hidden">
        <table className="w-full text-start text-sm">
          <caption className="p-3 text-start font-semibold">{t('tableCaption')}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="p-2 text-start">
                {t('month')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('branch')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('count')}
              </th>
              {RATING_QUESTIONS.map((question) => (
                <th key={question} scope="col" className="p-2 text-start">
                  {t(`questions.${question}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.data?.months.map((row) => (
              <tr key={`${row.month}-${row.branchId}`} className="border-t border-slate-200">
                <td className="p-2" dir="ltr">
                  {row.month}
                </td>
                <td className="p-2">{nameOf(row.branchId)}</td>
                <td className="p-2">{row.count}</td>
                {RATING_QUESTIONS.map((question) => (
                  <td key={question} className="p-2">
                    {average.format(row[question])} / 5
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {summary.data?.months.length === 0 && <p className="p-3">{t('empty')}</p>}
      </div>
      <section aria-labelledby="ratings-comments" className="flex flex-col gap-2 print:hidden">
        <h2 id="ratings-comments" className="text-lg font-semibold">
          {t('comments')}
        </h2>
        {summary.data?.comments.length === 0 && <p>{t('empty')}</p>}
        <ul className="flex flex-col gap-2">
          {summary.data?.comments.map((c) => (
            <li key={c.id} className="rounded bg-white p-3 shadow-sm">
              <p className="text-sm text-slate-600">
                {nameOf(c.branchId)} · {when(c.createdAt)} ·{' '}
                {RATING_QUESTIONS.map((q) => `${t(`short.${q}`)} ${c[q]}`).join(' · ')}
              </p>
              <p className="whitespace-pre-wrap break-words" dir="auto">
                {c.comment}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <RatingPoster branches={branches.data ?? []} />
    </section>
  );
}
