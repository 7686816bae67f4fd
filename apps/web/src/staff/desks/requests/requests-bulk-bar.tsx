import { RequestBulkStatusSchema, type BulkResult } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { postBulk, STAFF_KEY, type BulkAction } from './api/requests';
import { SelectField } from '../shared/select-field';
import { BulkResultNotice } from './bulk-result-notice';

const TARGETS = ['in_progress', 'completed', 'rejected'] as const;

/**
 * Bulk actions on the selected requests: take them ("assign to me") or move them to one status.
 * The server checks each request against the workflow; the ones it refused are listed by
 * reference with the reason, the others changed.
 */
export function RequestsBulkBar({ selected, onDone }: { selected: ReadonlySet<string>; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<(typeof TARGETS)[number]>('in_progress');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [result, setResult] = useState<BulkResult | null>(null);
  const act = useMutation({
    mutationFn: (action: BulkAction) => postBulk(action),
    onMutate: () => setResult(null),
    onSuccess: (answer) => {
      setResult(answer);
      setReason('');
      onDone();
      // The list and any opened request's detail both show the change.
      return queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError) setReasonError(error.fieldErrors.reason?.[0]);
    },
  });
  const references = [...selected];
  const applyStatus = () => {
    const body = { references, status, ...(status === 'rejected' ? { reason } : {}) };
    // The same schema the server checks with: a missing reason is shown before any request.
    const parsed = RequestBulkStatusSchema.safeParse(body);
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'reason');
    setReasonError(issue?.message);
    if (parsed.success) act.mutate({ path: 'status', body: parsed.data });
  };
  const none = selected.size === 0;
  return (
    <div
      role="group"
      aria-label={t('table.selected', { count: selected.size })}
      className="flex flex-col gap-3 rounded bg-white p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-3">
        <span className="self-center text-sm font-medium">
          {t('table.selected', { count: selected.size })}
        </span>
        <Button
          variant="secondary"
          disabled={none}
          busy={act.isPending && act.variables.path === 'assign'}
          onClick={() => act.mutate({ path: 'assign', body: { references } })}
        >
          {t('bulk.assignMe')}
        </Button>
        <SelectField
          label={t('bulk.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as (typeof TARGETS)[number])}
          options={TARGETS.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
        />
        <Button disabled={none} busy={act.isPending && act.variables.path === 'status'} onClick={applyStatus}>
          {t('bulk.apply')}
        </Button>
      </div>
      {status === 'rejected' && (
        <TextAreaField
          label={t('bulk.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError}
          rows={2}
        />
      )}
      {status !== 'in_progress' && <p className="text-sm text-slate-700">{t('requests.smsNote')}</p>}
      {act.isError && !reasonError && <FormAlert tone="error">{errorMessage(act.error)}</FormAlert>}
      {result && <BulkResultNotice result={result} />}
    </div>
  );
}
