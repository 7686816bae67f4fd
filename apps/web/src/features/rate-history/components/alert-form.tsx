import {
  formatClock,
  RATE_ALERT_DIRECTIONS,
  RATE_ALERT_SIDES,
  type RateAlertForm as Parsed,
  type RateAlertFormInput,
} from '@waha/shared';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { Field, inputClassName } from '../../../components/ui/field';
import { Form } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLanguage } from '../../../lib/use-language';
import { useAlertSettings, useConfirmAlert, useRequestAlertCode } from '../api/rate-alerts';
import { useCodeStep } from './use-code-step';

const resolver = lazyResolver<RateAlertFormInput, Parsed>(
  async () => (await import('../model/alert-resolvers')).alertFormResolver,
);

const FIELDS = ['kind', 'side', 'direction', 'target', 'phone', 'consent', 'currency'] as const;

/**
 * The alert form on /rates/history (issue 25): for the page's branch and currency, a target or a
 * daily digest, the phone confirmed by a code, the PDPL consent. Same schema as the server's.
 */
export function AlertForm({ branch, currency, branchName, now }: AlertFormProps) {
  const { t } = useTranslation('rate-alerts');
  const { t: th } = useTranslation('rate-history');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const settings = useAlertSettings();
  const requestCode = useRequestAlertCode();
  const confirm = useConfirmAlert();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Busy while the code is asked for, so it loses focus: the dialog gives it back on Escape.
  const send = useRef<HTMLButtonElement>(null);
  const [created, setCreated] = useState<number | null>(null);
  const form = useForm<RateAlertFormInput, unknown, Parsed>({
    resolver,
    defaultValues: {
      branch: String(branch),
      currency,
      kind: 'target',
      side: 'sell',
      direction: 'above',
      target: '',
      phone: '',
      language,
      consent: false as unknown as true,
    },
  });
  const { register, formState } = form;
  const [kind, side] = useWatch({ control: form.control, name: ['kind', 'side'] });
  const errors = formState.errors;
  const step = useCodeStep<RateAlertFormInput>({
    request: (body) => requestCode.mutateAsync(body),
    confirm: async (body, code) => setCreated((await confirm.mutateAsync({ form: body, code })).active),
    requesting: requestCode.isPending,
    confirming: confirm.isPending,
    onRequestError: (error) => {
      const placed = applyFieldErrors(error, form.setError, (f) =>
        (FIELDS as readonly string[]).includes(f) ? (f as (typeof FIELDS)[number]) : null,
      );
      setRefusal(placed ? t('form.fixErrors') : errorMessage(error));
    },
  });
  const onSubmit = form.handleSubmit(
    () => {
      setRefusal(null);
      return step.ask({ ...form.getValues(), language });
    },
    () => setRefusal(t('form.fixErrors')),
  );

  if (created !== null)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow">
        <FormAlert tone="success">{t('form.created', { count: created })}</FormAlert>
        <Button variant="secondary" onClick={() => (setCreated(null), form.reset())}>
          {t('form.another')}
        </Button>
      </div>
    );
  const target = kind === 'target';
  const digestTime = settings.data ? formatClock(settings.data.digestTime, language) : '…';
  return (
    <>
      <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow">
        <p className="text-slate-700">{t('form.intro')}</p>
        <p className="font-medium">
          {t('form.branch')}: {branchName} · {t('form.currency')}: <bdi>{currency}</bdi>
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('form.kind')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="target" className="size-4 accent-brand" {...register('kind')} />
            {t('form.kindTarget')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="digest" className="size-4 accent-brand" {...register('kind')} />
            {t('form.kindDigest', { time: digestTime })}
          </label>
        </fieldset>
        {target && (
          <>
            <Field label={t('form.side')} error={errors.side?.message}>
              {(control) => (
                <select className={inputClassName} {...control} {...register('side')}>
                  {RATE_ALERT_SIDES.map((s) => (
                    <option key={s} value={s}>
                      {th(s)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('form.direction')} error={errors.direction?.message}>
              {(control) => (
                <select className={inputClassName} {...control} {...register('direction')}>
                  {RATE_ALERT_DIRECTIONS.map((d) => (
                    <option key={d} value={d}>
                      {t(d === 'above' ? 'form.directionAbove' : 'form.directionBelow')}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label={t('form.target')}
              hint={now && t('form.targetNow', { rate: now[side === 'buy' ? 'buy' : 'sell'] })}
              inputMode="decimal"
              dir="ltr"
              required
              error={errors.target?.message}
              {...register('target')}
            />
          </>
        )}
        <TextField
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <ConsentBox error={errors.consent?.message} register={register('consent')} />
        {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
        <div>
          <Button ref={send} type="submit" busy={requestCode.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
      {step.dialog && <CodeDialog {...step.dialog} key={step.dialog.key} returnFocus={send} />}
    </>
  );
}

interface AlertFormProps {
  branch: number;
  currency: string;
  branchName: string;
  /** The current buy and sell (the history's last point), shown beside the target. */
  now: { buy: string; sell: string } | null;
}

function ConsentBox({ error, register }: { error?: string; register: object }) {
  const { t } = useTranslation('rate-alerts');
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('form.consentTitle')}</legend>
      <p id="rate-alert-consent" className="text-sm text-slate-700">
        {t('form.consent')}
      </p>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand"
          aria-describedby={error ? 'rate-alert-consent rate-alert-consent-error' : 'rate-alert-consent'}
          aria-invalid={Boolean(error)}
          {...register}
        />
        <span>{t('form.consentLabel')}</span>
      </label>
      {error && (
        <p id="rate-alert-consent-error" role="alert" className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
