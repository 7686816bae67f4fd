import type { BranchInfoEdit, BranchInfoEditSchema } from '@waha/shared';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';

/** Saturday first, as the Saudi week is read; 0 = Sunday. */
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

/** The branch's phone, map link, opening hours and working days. */
export function BranchHoursFields({
  form,
}: {
  form: UseFormReturn<BranchInfoEdit, unknown, z.output<typeof BranchInfoEditSchema>>;
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const errors = form.formState.errors;
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('branches.phone')}
          type="tel"
          dir="ltr"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={t('branches.mapUrl')}
          dir="ltr"
          required
          error={errors.mapUrl?.message}
          {...form.register('mapUrl')}
        />
        <TextField
          label={t('branches.opens')}
          dir="ltr"
          inputMode="numeric"
          placeholder="09:00"
          required
          error={errors.opensAt?.message}
          {...form.register('opensAt')}
        />
        <TextField
          label={t('branches.closes')}
          dir="ltr"
          inputMode="numeric"
          placeholder="21:00"
          required
          error={errors.closesAt?.message}
          {...form.register('closesAt')}
        />
      </div>
      <fieldset
        aria-describedby={errors.workDays ? 'branch-days-error' : undefined}
        className="flex flex-col gap-2 rounded border border-slate-200 p-3"
      >
        <legend className="px-1 font-semibold">{t('branches.days')}</legend>
        <div className="flex flex-wrap gap-3">
          {WEEK.map((day) => (
            <label key={day} className="flex items-center gap-1">
              <input type="checkbox" value={String(day)} {...form.register('workDays')} />
              {dayName(day)}
            </label>
          ))}
        </div>
        {errors.workDays && (
          <p id="branch-days-error" role="alert" className="text-sm text-red-700">
            {common(errors.workDays.message ?? '', { defaultValue: errors.workDays.message })}
          </p>
        )}
      </fieldset>
    </>
  );
}
