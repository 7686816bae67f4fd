import {
  formatClock,
  RATE_ALERT_DIRECTIONS,
  RATE_ALERT_SIDES,
  type RateAlertForm as Parsed,
  type RateAlertFormInput,
} from '@waha/shared';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { Form } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
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
  const language = useLanguage();
  const settings = useAlertSettings();
  // Busy while the code is asked for, so it loses focus: the dialog gives it back on Escape.
  const send = useRef<HTMLButtonElement>(null);
  const { form, step, refusal, created, setCreated, onSubmit, requesting } = useAlertSteps(branch, currency);
  const { register, formState } = form;
  const [kind, side] = useWatch({ control: form.control, name: ['kind', 'side'] });
  const errors = formState.errors;

  if (created !== null)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow">
        <FormAlert tone="success">{t('form.created', { count: created })}</FormAlert>
        <Button variant="secondary" onClick={() => (setCreated(null), form.reset())}>
          {t('form.another')}
        </Button>
      </div>
    );
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
        {kind === 'target' && <TargetFields register={register} errors={errors} side={side} now={now} />}
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
          <Button ref={send} type="submit" busy={requesting}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
      {step.dialog && <CodeDialog {...step.dialog} key={step.dialog.key} returnFocus={send} />}
    </>
  );
}

/** The form, then the code sent to the phone; the number of active alerts once confirmed. */
function useAlertSteps(branch: number, currency: string) {
  const { t } = useTranslation('rate-alerts');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const requestCode = useRequestAlertCode();
  const confirm = useConfirmAlert();
  const [refusal, setRefusal] = useState<string | null>(null);
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
  return { form, step, refusal, created, setCreated, onSubmit, requesting: requestCode.isPending };
}

/** A target alert's side, direction and rate, with the current rate of that side beside it. */
function TargetFields({
  register,
  errors,
  side,
  now,
}: {
  register: UseFormRegister<RateAlertFormInput>;
  errors: FieldErrors<RateAlertFormInput>;
  side: RateAlertFormInput['side'];
  now: AlertFormProps['now'];
}) {
  const { t } = useTranslation('rate-alerts');
  const { t: th } = useTranslation('rate-history');
  return (
    <>
      <SelectField
        label={t('form.side')}
        error={errors.side?.message}
        options={RATE_ALERT_SIDES.map((value) => ({ value, label: th(value) }))}
        {...register('side')}
      />
      <SelectField
        label={t('form.direction')}
        error={errors.direction?.message}
        options={RATE_ALERT_DIRECTIONS.map((value) => ({
          value,
          label: t(value === 'above' ? 'form.directionAbove' : 'form.directionBelow'),
        }))}
        {...register('direction')}
      />
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
