import { ComplaintReportQuerySchema } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import type { Period } from './api/complaint-report';

/** The report's period: two Riyadh days, checked by the schema the server reads the query with. */
export function PeriodForm({ period, onShow }: { period: Period; onShow: (period: Period) => void }) {
  const { t } = useTranslation(['staff', 'complaints']);
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<Partial<Record<keyof Period, string>>>({});
  const show = () => {
    const parsed = ComplaintReportQuerySchema.safeParse(draft);
    const found: typeof errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Period] ??= issue.message;
    setErrors(found);
    if (parsed.success) onShow(parsed.data);
  };
  const field = (name: keyof Period) => (
    <TextField
      label={t(`complaints.report.${name}`)}
      type="date"
      dir="ltr"
      value={draft[name]}
      error={errors[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
    />
  );
  return (
    <Form
      noValidate
      aria-label={t('complaints:report.period')}
      onSubmit={show}
      className="flex flex-wrap items-end gap-3 rounded bg-white p-3 shadow-sm"
    >
      {field('from')}
      {field('to')}
      <Button type="submit">{t('complaints.report.show')}</Button>
    </Form>
  );
}
