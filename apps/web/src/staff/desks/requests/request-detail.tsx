import {
  RemittanceRequestDetailSchema,
  REQUEST_TRANSITIONS,
  type RequestStatus,
  type StaffMe,
} from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ME_KEY, staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';

/** One remittance request opened under its row: details, workflow buttons, history, notes. */
export function RequestDetail({ reference }: { reference: string }) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const me = queryClient.getQueryData<StaffMe | null>(ME_KEY);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const detail = useQuery({
    queryKey: ['staff', 'request', reference],
    queryFn: () => staffCall(RemittanceRequestDetailSchema, `/remittance-requests/${reference}`),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      staffCall(z.unknown(), `/remittance-requests/${reference}/${path}`, { method: 'POST', body }),
    onMutate: () => setFieldError(undefined),
    onSuccess: () => {
      setNote('');
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setFieldError(error.fieldErrors.reason?.[0] ?? error.fieldErrors.text?.[0]);
    },
  });
  if (!detail.data) return <p className="p-3">{t('common.loading')}</p>;
  const r = detail.data;
  const next = REQUEST_TRANSITIONS[r.status as RequestStatus] ?? [];
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 p-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('requests.transfer')}</dt>
        <dd dir="ltr" className="text-start">
          {r.transferNumber}
        </dd>
        {Object.entries(r.details).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium" dir="ltr">
              {key}
            </dt>
            <dd className="break-words">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{t('requests.smsNote')}</p>
      {act.isError && !fieldError && <FormAlert tone="error">{errorMessage(act.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {me && r.assigneeId !== me.id && (
          <Button
            variant="secondary"
            busy={act.isPending}
            onClick={() => act.mutate({ path: 'assign', body: { assigneeId: me.id } })}
          >
            {t('requests.assignMe')}
          </Button>
        )}
        {next.includes('in_progress') && (
          <Button
            busy={act.isPending}
            onClick={() => act.mutate({ path: 'status', body: { status: 'in_progress' } })}
          >
            {t('requests.start')}
          </Button>
        )}
        {next.includes('completed') && (
          <Button
            busy={act.isPending}
            onClick={() => act.mutate({ path: 'status', body: { status: 'completed' } })}
          >
            {t('requests.complete')}
          </Button>
        )}
      </div>
      {next.includes('rejected') && (
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={t('requests.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={fieldError}
            rows={2}
          />
          <Button
            variant="secondary"
            className="self-start"
            busy={act.isPending}
            onClick={() => act.mutate({ path: 'status', body: { status: 'rejected', reason } })}
          >
            {t('requests.reject')}
          </Button>
        </div>
      )}
      <section aria-label={t('requests.history')}>
        <h3 className="font-semibold">{t('requests.history')}</h3>
        <ol className="text-sm">
          {r.events.map((e, i) => (
            <li key={i}>
              {when(e.createdAt)} · {t(`requests.statuses.${e.status}`, { defaultValue: e.status })}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={t('requests.notes')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('requests.notes')}</h3>
        <ul className="text-sm">
          {r.notes.map((n) => (
            <li key={n.id} className="whitespace-pre-wrap">
              {when(n.createdAt)} · {n.staff}: {n.text}
            </li>
          ))}
        </ul>
        <TextAreaField
          label={t('requests.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
        />
        <Button
          variant="secondary"
          className="self-start"
          disabled={!note.trim()}
          busy={act.isPending}
          onClick={() => act.mutate({ path: 'notes', body: { text: note } })}
        >
          {t('requests.addNote')}
        </Button>
      </section>
    </div>
  );
}
