import type { FormSubmissionStatus } from '@waha/shared';
import { useTranslation } from 'react-i18next';

const TONES: Record<FormSubmissionStatus, string> = {
  submitted: 'bg-sky-100 text-sky-900',
  under_review: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: FormSubmissionStatus }) {
  const { t } = useTranslation('forms');
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
