import type { HomeBranch } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { SelectField } from '../shared/select-field';
import { useBranchList } from './api/branch-list';
import { useRatingSummary } from './api/summary';
import { MonthField } from './month-field';
import { RatingComments } from './rating-comments';
import { RatingMonthsTable } from './rating-months-table';
import { RatingPoster } from './rating-poster';

/**
 * Branch ratings for support staff: per branch and month, how many ratings and each question's
 * average, the latest comments (as text), and a printable QR poster per branch.
 */
export function RatingsDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const branches = useBranchList();
  const [branchId, setBranchId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const summary = useRatingSummary({ branchId, from, to });
  const nameOf = (id: number) =>
    branches.data?.find((b: HomeBranch) => b.id === id)?.name[language] ?? String(id);
  return (
    <section aria-labelledby="ratings-title" className="flex flex-col gap-6">
      <h1 id="ratings-title" className="text-2xl font-bold text-brand-dark print:hidden">
        {t('ratings.title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <SelectField
          label={t('ratings.branch')}
          value={branchId}
          onChange={(e) => setBranchId(e.target.value)}
          options={[
            { value: '', label: t('ratings.allBranches') },
            ...(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name[language] })),
          ]}
        />
        <MonthField label={t('ratings.from')} value={from} onChange={setFrom} />
        <MonthField label={t('ratings.to')} value={to} onChange={setTo} />
      </div>
      <RatingMonthsTable months={summary.data?.months} nameOf={nameOf} />
      <RatingComments comments={summary.data?.comments} nameOf={nameOf} />
      <RatingPoster branches={branches.data ?? []} />
    </section>
  );
}
