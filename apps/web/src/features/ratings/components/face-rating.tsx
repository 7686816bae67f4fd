import { RATING_SCORES } from '@waha/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Mouth curves from very unhappy (1) to very happy (5); eyes are the same on every face. */
const MOUTHS: Record<number, string> = {
  1: 'M8 17 Q12 12 16 17',
  2: 'M8 16 Q12 14 16 16',
  3: 'M8 15 L16 15',
  4: 'M8 14 Q12 17 16 14',
  5: 'M7 13 Q12 19 17 13',
};
const COLOURS: Record<number, string> = {
  1: 'text-red-700',
  2: 'text-orange-700',
  3: 'text-slate-700',
  4: 'text-lime-700',
  5: 'text-green-700',
};

/**
 * One question answered with five faces: a native radio group (arrow keys move between faces,
 * screen readers read each face's name), the radios hidden behind drawn faces.
 */
export function FaceRating({
  legend,
  field,
  error,
}: {
  legend: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation('ratings');
  const errorId = `${field.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {RATING_SCORES.map((score) => (
          <label
            key={score}
            className={`flex w-16 cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-transparent p-1 text-center text-xs has-checked:border-brand has-checked:bg-brand/10 has-focus-visible:ring-2 has-focus-visible:ring-brand ${COLOURS[score]}`}
          >
            <input type="radio" value={score} className="sr-only" {...field} />
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10" fill="none" stroke="currentColor">
              <circle cx="12" cy="12" r="10" strokeWidth="1.6" />
              <circle cx="9" cy="9.5" r="1.2" fill="currentColor" stroke="none" />
              <circle cx="15" cy="9.5" r="1.2" fill="currentColor" stroke="none" />
              <path d={MOUTHS[score]} strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span className="leading-tight text-slate-800">{t(`faces.${score}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t(error, { ns: 'common', defaultValue: error })}
        </p>
      )}
    </fieldset>
  );
}
