import { RATING_QUESTIONS } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { RatingSummary } from './api/summary';

/** The latest comments, as the customers wrote them (text, never HTML), with their scores. */
export function RatingComments({
  comments,
  nameOf,
}: {
  comments?: RatingSummary['comments'];
  nameOf: (id: number) => string;
}) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return (
    <section aria-labelledby="ratings-comments" className="flex flex-col gap-2 print:hidden">
      <h2 id="ratings-comments" className="text-lg font-semibold">
        {t('ratings.comments')}
      </h2>
      {comments?.length === 0 && <p>{t('ratings.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {comments?.map((c) => (
          <li key={c.id} className="rounded bg-white p-3 shadow-sm">
            <p className="text-sm text-slate-600">
              {nameOf(c.branchId)} · {when(c.createdAt)} ·{' '}
              {RATING_QUESTIONS.map((q) => `${t(`ratings.short.${q}`)} ${c[q]}`).join(' · ')}
            </p>
            <p className="whitespace-pre-wrap break-words" dir="auto">
              {c.comment}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
