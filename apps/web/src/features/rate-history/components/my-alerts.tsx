import { formatDate, type RateAlertView } from '@waha/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { Form } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLanguage } from '../../../lib/use-language';
import { useListAlerts, useRequestListCode, useStopAlert } from '../api/rate-alerts';
import { useCodeStep } from './use-code-step';

/** "My alerts": the phone, its code, then the active alerts with a Stop button each. */
export function MyAlerts({ branchName }: { branchName: (id: number) => string }) {
  const { t } = useTranslation('rate-alerts');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [items, setItems] = useState<RateAlertView[] | null>(null);
  const [done, setDone] = useState(false);
  // Busy while the code is asked for, so it loses focus: the dialog gives it back on Escape.
  const send = useRef<HTMLButtonElement>(null);
  const requestCode = useRequestListCode();
  const list = useListAlerts();
  const stop = useStopAlert();
  const step = useCodeStep<{ phone: string; language: typeof language }>({
    request: (body) => requestCode.mutateAsync(body),
    confirm: async (body, code) => setItems((await list.mutateAsync({ phone: body.phone, code })).items),
    requesting: requestCode.isPending,
    confirming: list.isPending,
    onRequestError: (error) => setPhoneError(errorMessage(error)),
  });
  const onSubmit = async () => {
    // The shared schema (and zod) load on the first "show my alerts", not with the page.
    const { RateAlertPhoneSchema } = await import('../model/alert-resolvers');
    const parsed = RateAlertPhoneSchema.safeParse({ phone, language });
    setPhoneError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) void step.ask({ phone, language });
  };
  const remove = async (a: RateAlertView) => {
    await stop.mutateAsync(a.stopToken);
    setItems((current) => current?.filter((x) => x.id !== a.id) ?? null);
    setDone(true);
  };
  return (
    <section aria-labelledby="my-alerts" className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow">
      <h2 id="my-alerts" className="text-xl font-bold text-brand">
        {t('manage.title')}
      </h2>
      {items === null ? (
        <Form noValidate onSubmit={() => void onSubmit()} className="flex flex-col gap-3">
          <p className="text-slate-700">{t('manage.intro')}</p>
          <TextField
            label={t('form.phone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={phoneError}
          />
          <div>
            <Button ref={send} type="submit" busy={requestCode.isPending}>
              {t('manage.submit')}
            </Button>
          </div>
        </Form>
      ) : items.length === 0 ? (
        <p>{t('manage.empty')}</p>
      ) : (
        <AlertList
          items={items}
          branchName={branchName}
          stopping={stop.isPending}
          onStop={(a) => void remove(a)}
        />
      )}
      {done && <FormAlert tone="success">{t('manage.deleted')}</FormAlert>}
      {step.dialog && <CodeDialog {...step.dialog} key={step.dialog.key} returnFocus={send} />}
    </section>
  );
}

/** The active alerts, each in words with its expiry and a button that stops it. */
function AlertList({
  items,
  branchName,
  stopping,
  onStop,
}: {
  items: RateAlertView[];
  branchName: (id: number) => string;
  stopping: boolean;
  onStop: (alert: RateAlertView) => void;
}) {
  const { t } = useTranslation('rate-alerts');
  const language = useLanguage();
  const describe = (a: RateAlertView) =>
    a.kind === 'digest'
      ? t('manage.digest', { currency: a.currency, branch: branchName(a.branch) })
      : t('manage.target', {
          currency: a.currency,
          branch: branchName(a.branch),
          side: t(a.side === 'buy' ? 'sms.sideBuy' : 'sms.sideSell'),
          direction: t(a.direction === 'below' ? 'manage.below' : 'manage.above'),
          target: a.target,
        });
  return (
    <ul aria-label={t('manage.caption')} className="flex flex-col gap-2">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-2">
          <span>{describe(a)}</span>
          <span className="text-sm text-slate-600">
            {t('manage.expires')}: {formatDate(a.expiresAt, language)}
          </span>
          <Button variant="secondary" className="ms-auto" busy={stopping} onClick={() => onStop(a)}>
            {t('manage.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
