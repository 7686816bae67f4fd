import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import ProofOfWork, { type ProofOfWorkWidget } from '../../../components/ui/proof-of-work';
import { useVerifyCaptcha } from '../api/verify-captcha';

/**
 * Shown in place of the branch dropdown after a 429: the ALTCHA proof-of-work check, verified by
 * our server, which then lifts the rates limit for this client.
 */
export default function BotCheck({ onSolved }: { onSolved: () => void }) {
  const { t } = useTranslation('calculator');
  const verify = useVerifyCaptcha();
  const { mutate } = verify;
  const onPayload = useCallback(
    (payload: string, widget: ProofOfWorkWidget) =>
      mutate(payload, { onSuccess: onSolved, onError: () => widget.reset() }),
    [mutate, onSolved],
  );

  return (
    <section aria-labelledby="bot-check-title" className="flex flex-col gap-2">
      <h3 id="bot-check-title" className="text-sm font-semibold text-slate-900">
        {t('botCheck.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('botCheck.hint')}</p>
      <ProofOfWork onPayload={onPayload} />
      {verify.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('botCheck.failed')}
        </p>
      )}
    </section>
  );
}
