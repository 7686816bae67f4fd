import { CALL_OUTCOMES, mayMoveCall, type CallRequestView } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCallStatus } from './api/call-status';

/**
 * One call request opened under its row: what the customer wrote (React text, escaped, never
 * HTML) in its own direction, the language to call in, and the outcome buttons. Done is final.
 */
export function CallDetail({ call }: { call: CallRequestView }) {
  const { t } = useTranslation('staff');
  const update = useCallStatus();
  return (
    <div className="flex flex-col gap-2 p-3">
      <p>{t('calls.language', { language: t(`calls.languages.${call.language}`) })}</p>
      <p className="whitespace-pre-wrap break-words" dir="auto">
        {call.description}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('calls.outcome', { name: call.name })}>
        {CALL_OUTCOMES.map((next) => (
          <Button
            key={next}
            variant="secondary"
            disabled={call.status === next || !mayMoveCall(call.status, next) || update.isPending}
            onClick={() => update.mutate({ id: call.id, status: next })}
          >
            {t(`calls.mark.${next}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
