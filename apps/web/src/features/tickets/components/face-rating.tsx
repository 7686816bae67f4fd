import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Faces from very dissatisfied to very satisfied; each radio is named by its words. */
export const FACES = ['😠', '🙁', '😐', '🙂', '😄'] as const;

export function FaceRating({
  legend,
  registration,
  error,
}: {
  legend: string;
  registration: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
}) {
  const { t } = useTranslation('tickets');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {FACES.map((face, index) => (
          <label
            key={face}
            className="flex cursor-pointer flex-col items-center rounded-lg border border-slate-300 px-3 py-2 text-xs text-slate-700 has-[:checked]:border-brand has-[:checked]:bg-brand/10"
          >
            <input type="radio" value={index + 1} className="sr-only" {...registration} />
            <span aria-hidden="true" className="text-2xl">
              {face}
            </span>
            {t(`ticket.ratings.${index + 1}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </fieldset>
  );
}
