import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { HR_KEY } from './api/applications';
import { applyRetention, putRetention, RETENTION_KEY, useRetention } from './api/retention';
import { Form } from '../../../components/ui/form';

/** The PDPL retention period and the button that applies it at once (the server also runs it daily). */
export function RetentionCard() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const current = useRetention();
  const [days, setDays] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => putRetention({ days: days ?? '' }),
    onSuccess: (view) => {
      queryClient.setQueryData(RETENTION_KEY, view);
      setDays(null);
      setMessage(t('hr.retention.saved'));
    },
  });
  const apply = useMutation({
    mutationFn: applyRetention,
    onSuccess: (result) => {
      setMessage(t('hr.retention.applied', { count: result.purged }));
      return queryClient.invalidateQueries({ queryKey: [...HR_KEY, 'list'] });
    },
  });
  const fieldError = save.error instanceof ApiError ? save.error.fieldErrors.days?.[0] : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-dark">
        {t('hr.retention.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('hr.retention.hint')}</p>
      <Form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          save.mutate();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t('hr.retention.days')}
          </label>
          <input
            id={id}
            inputMode="numeric"
            dir="ltr"
            value={days ?? String(current.data?.days ?? '')}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            className="w-32 rounded border border-slate-300 bg-white p-2"
          />
        </div>
        <Button type="submit" busy={save.isPending} disabled={days === null}>
          {t('hr.retention.save')}
        </Button>
        <Button variant="secondary" busy={apply.isPending} onClick={() => apply.mutate()}>
          {t('hr.retention.apply')}
        </Button>
      </Form>
      {fieldError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {common(fieldError, { defaultValue: fieldError })}
        </p>
      )}
      {message && <FormAlert tone="success">{message}</FormAlert>}
    </section>
  );
}
