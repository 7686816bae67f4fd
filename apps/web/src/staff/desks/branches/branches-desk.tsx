import { zodResolver } from '@hookform/resolvers/zod';
import {
  BranchInfoEditSchema,
  listOf,
  StaffBranchSchema,
  type BranchInfoEdit,
  type StaffBranch,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { staffCall } from '../../api/staff-api';
import { DeskHeader, DeskRow } from '../shared/desk-list';
import { EditorFrame } from '../shared/editor-frame';
import { LanguageColumns } from '../shared/language-columns';
import { useDeskSubmit } from '../shared/use-desk-submit';

const KEY = ['staff', 'content', 'branches'];
const FIELDS = [{ name: 'location', label: 'branches.location' }] as const;
/** Saturday first, as the Saudi week is read; 0 = Sunday. */
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

const fromBranch = (b: StaffBranch): BranchInfoEdit => ({
  location_ar: b.location_ar,
  location_en: b.location_en,
  location_ur: b.location_ur,
  phone: b.phone ?? '',
  mapUrl: b.mapUrl,
  opensAt: b.opensAt,
  closesAt: b.closesAt,
  workDays: b.workDays.map(String) as unknown as number[],
});

/** The content desk's branch information: location text, phone, map link, hours and days. */
export function BranchesDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => staffCall(listOf(StaffBranchSchema), '/content/branches'),
  });
  const [editing, setEditing] = useState<StaffBranch | null>(null);
  return (
    <section aria-labelledby="branches-title" className="flex flex-col gap-4">
      <DeskHeader id="branches-title" title={t('branches.title')} />
      {editing && <BranchEditor key={editing.id} branch={editing} onDone={() => setEditing(null)} />}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((b) => (
          <DeskRow
            key={b.id}
            label={b[`name_${language}`]}
            meta={
              <span dir="ltr">
                {b.phone ?? '—'} · {b.opensAt}–{b.closesAt}
              </span>
            }
            editLabel={t('branches.edit')}
            onEdit={() => setEditing(b)}
          />
        ))}
      </ul>
    </section>
  );
}

function BranchEditor({ branch, onDone }: { branch: StaffBranch; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const form = useForm<BranchInfoEdit, unknown, z.output<typeof BranchInfoEditSchema>>({
    resolver: zodResolver(BranchInfoEditSchema),
    defaultValues: fromBranch(branch),
  });
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(
    form,
    KEY,
    (body) => staffCall(StaffBranchSchema, `/content/branches/${branch.id}`, { method: 'PUT', body }),
    onDone,
  );
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  return (
    <EditorFrame
      label={`${t('branches.edit')}: ${branch[`name_${language}`]}`}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <LanguageColumns fields={FIELDS} register={form.register} errors={errors} />
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
    </EditorFrame>
  );
}
