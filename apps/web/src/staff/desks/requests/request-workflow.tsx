import { REQUEST_TRANSITIONS, type RequestStatus, type StaffMe } from '@waha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { ME_KEY } from '../../api/staff-api';
import type { RequestDetailView } from './api/requests';
import type { RequestActionState } from './use-request-action';

/** The workflow buttons the request's status allows: take it, start, complete, reject with a reason. */
export function RequestWorkflow({
  request: r,
  action,
}: {
  request: RequestDetailView;
  action: RequestActionState;
}) {
  const { t } = useTranslation('staff');
  const me = useQueryClient().getQueryData<StaffMe | null>(ME_KEY);
  const [reason, setReason] = useState('');
  const { act, fieldError } = action;
  const next = REQUEST_TRANSITIONS[r.status as RequestStatus] ?? [];
  const move = (status: 'in_progress' | 'completed') => act.mutate({ path: 'status', body: { status } });
  return (
    <>
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
          <Button busy={act.isPending} onClick={() => move('in_progress')}>
            {t('requests.start')}
          </Button>
        )}
        {next.includes('completed') && (
          <Button busy={act.isPending} onClick={() => move('completed')}>
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
    </>
  );
}
