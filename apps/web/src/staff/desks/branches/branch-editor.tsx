import { zodResolver } from '@hookform/resolvers/zod';
import { BranchInfoEditSchema, type BranchInfoEdit, type StaffBranch } from '@waha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../../../lib/use-language';
import { EditorFrame } from '../shared/editor-frame';
import { LanguageColumns } from '../shared/language-columns';
import { useDeskSubmit } from '../shared/use-desk-submit';
import { BRANCHES_KEY, putBranch } from './api/branches';
import { BranchHoursFields } from './branch-hours-fields';

const FIELDS = [{ name: 'location', label: 'branches.location' }] as const;

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

/** One branch's information in a form: location in three languages, phone, map, hours, days. */
export function BranchEditor({ branch, onDone }: { branch: StaffBranch; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const form = useForm<BranchInfoEdit, unknown, z.output<typeof BranchInfoEditSchema>>({
    resolver: zodResolver(BranchInfoEditSchema),
    defaultValues: fromBranch(branch),
  });
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(form, BRANCHES_KEY, (body) => putBranch(branch.id, body), onDone);
  return (
    <EditorFrame
      label={`${t('branches.edit')}: ${branch[`name_${language}`]}`}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <LanguageColumns fields={FIELDS} register={form.register} errors={errors} />
      <BranchHoursFields form={form} />
    </EditorFrame>
  );
}
