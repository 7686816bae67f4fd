import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRequest } from './api/requests';
import { RequestDetails } from './request-details';
import { RequestNotes } from './request-notes';
import { RequestWorkflow } from './request-workflow';
import { useRequestAction } from './use-request-action';

/** One remittance request opened under its row: details, workflow buttons, history, notes. */
export function RequestDetail({ reference }: { reference: string }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const [note, setNote] = useState('');
  const detail = useRequest(reference);
  const action = useRequestAction(reference, () => setNote(''));
  if (!detail.data) return <p className="p-3">{t('common.loading')}</p>;
  const r = detail.data;
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 p-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('requests.transfer')}</dt>
        <dd dir="ltr" className="text-start">
          {r.transferNumber}
        </dd>
        <RequestDetails details={r.details} />
      </dl>
      <p className="text-sm text-slate-700">{t('requests.smsNote')}</p>
      {action.act.isError && !action.fieldError && (
        <FormAlert tone="error">{errorMessage(action.act.error)}</FormAlert>
      )}
      <RequestWorkflow request={r} action={action} />
      <RequestNotes request={r} action={action} note={note} onNote={setNote} />
    </div>
  );
}
