import { INTERVIEW_RATINGS, type InterviewCriterion, type InterviewEvaluationInput } from '@waha/shared';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** One criterion: the four grades as radio buttons (a group with its legend) and the reason. */
export function RatingFieldset({
  criterion,
  register,
  errors,
}: {
  criterion: InterviewCriterion;
  register: UseFormRegister<InterviewEvaluationInput>;
  errors: FieldErrors<InterviewEvaluationInput>;
}) {
  const { t } = useTranslation('hr');
  const { t: common } = useTranslation();
  const id = useId();
  const error = errors.ratings?.[criterion]?.rating?.message;
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 font-semibold text-slate-900">
        {t(`interview.criteria.${criterion}`)}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {INTERVIEW_RATINGS.map((rating) => (
          <label key={rating} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={rating}
              className="size-4 accent-brand"
              {...register(`ratings.${criterion}.rating`)}
            />
            {t(`interview.ratings.${rating}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {common(error, { defaultValue: error })}
        </p>
      )}
      <TextField
        label={t('interview.reason')}
        required
        error={errors.ratings?.[criterion]?.reason?.message}
        {...register(`ratings.${criterion}.reason`)}
      />
    </fieldset>
  );
}
