import './rating-poster.css';
import type { HomeBranch } from '@waha/shared';
import { brand } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import { SelectField } from '../shared/select-field';
import { ratingQrUrl } from './api/summary';

/**
 * A branch's rating poster: the QR code of /rate?branch=ID (drawn by the server, which knows the
 * public address) with a short call to action. Printing shows the poster alone (rating-poster.css).
 */
export function RatingPoster({ branches }: { branches: HomeBranch[] }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [branchId, setBranchId] = useState('');
  const branch = branches.find((b) => String(b.id) === branchId);
  return (
    <section aria-labelledby="poster-title" className="flex flex-col gap-3">
      <h2 id="poster-title" className="text-lg font-semibold print:hidden">
        {t('ratings.poster.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <SelectField
          label={t('ratings.poster.branch')}
          value={branchId}
          onChange={(e) => setBranchId(e.target.value)}
          options={[
            { value: '', label: t('ratings.poster.choose') },
            ...branches.map((b) => ({ value: String(b.id), label: b.name[language] })),
          ]}
        />
        <Button disabled={!branch} onClick={() => window.print()}>
          {t('ratings.poster.print')}
        </Button>
      </div>
      {branch && (
        <div className="rating-poster flex flex-col items-center gap-4 rounded border border-slate-300 bg-white p-8 text-center">
          <p className="text-xl font-bold text-brand-dark">{brand.companyName[language]}</p>
          <p className="text-3xl font-bold">{t('ratings.poster.heading')}</p>
          <p className="text-lg">{t('ratings.poster.body')}</p>
          <img
            src={ratingQrUrl(branch.id)}
            alt={t('ratings.poster.qrAlt', { branch: branch.name[language] })}
            className="size-64"
          />
          <p className="text-lg font-semibold">{branch.name[language]}</p>
        </div>
      )}
    </section>
  );
}
