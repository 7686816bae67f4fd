import { sanitizeTransferAmount, TRANSFER_FIXED_RATE, transferToAed } from '@waha/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import { NO_CURRENCY, TOOLTIP_MS } from '../constants';
import type { CurrencyItem } from '../model/currency-items';
import { CurrencyPicker } from './currency-picker';
import { Picker } from './picker';

const LEVELS = ['country', 'deliveryCurrency', 'receiptMethod', 'source'] as const;
type Level = (typeof LEVELS)[number];
type Step = Level | 'amount';
type Choices = Record<Level, string | null>;

const EMPTY: Choices = { country: null, deliveryCurrency: null, receiptMethod: null, source: null };
const OPTIONS = {
  deliveryCurrency: ['USD', 'AED'],
  receiptMethod: ['bank', 'coin'],
  source: ['branch', 'app'],
} as const;
const OPTION_KEYS = { deliveryCurrency: 'currencies', receiptMethod: 'methods', source: 'sources' } as const;

/**
 * The money-transfer calculator as it is meant to work once enabled: a chain of choices where each
 * pick clears the levels below, the amounts and the price, and opens the next one; then riyals to
 * dirhams at the fixed rate. No server call.
 */
export function TransferForm() {
  const { t } = useTranslation('calculator');
  const id = useId();
  const [choices, setChoices] = useState<Choices>(EMPTY);
  const [openLevel, setOpenLevel] = useState<Level | null>(null);
  const [step, setStep] = useStepHint();
  const [sar, setSar] = useState('');
  const [aed, setAed] = useState('');
  const [price, setPrice] = useState('');
  const handingOver = useRef(false);
  const keepFocusForNext = (event: Event) => {
    if (handingOver.current) event.preventDefault();
    handingOver.current = false;
  };

  function choose(level: Level, value: string | null) {
    const index = LEVELS.indexOf(level);
    const next = { ...choices, [level]: value };
    for (const lower of LEVELS.slice(index + 1)) next[lower] = null;
    setChoices(next);
    setSar('');
    setAed('');
    setPrice('');
    const following = LEVELS[index + 1];
    // The next level opens at once and takes focus; the closing picker must not pull it back.
    handingOver.current = Boolean(value && following);
    setOpenLevel(value && following ? following : null);
    setStep(value ? (following ?? 'amount') : level);
  }
  const countries = useCountryItems();
  const complete = LEVELS.every((level) => choices[level]);

  return (
    <div className="flex flex-col gap-3">
      <CurrencyPicker
        label={t('transfer.country')}
        items={countries}
        value={choices.country}
        onChange={(value) => choose('country', value)}
        placeholder={t('transfer.choose')}
        searchLabel={t('transfer.countrySearch')}
        onCloseAutoFocus={keepFocusForNext}
      />
      <StepHint step={step} level="country" />
      {(['deliveryCurrency', 'receiptMethod', 'source'] as const).map((level, i) => (
        <div key={level} className="flex flex-col gap-1">
          <Picker
            label={t(`transfer.${level}`)}
            placeholder={t('transfer.choose')}
            options={OPTIONS[level].map((value) => ({
              value,
              label: t(`transfer.${OPTION_KEYS[level]}.${value}`),
            }))}
            value={choices[level]}
            onChange={(value) => choose(level, value)}
            open={openLevel === level}
            // Closing only clears the open level if no choice has opened the next one meanwhile.
            onOpenChange={(open) =>
              setOpenLevel((current) => (open ? level : current === level ? null : current))
            }
            onCloseAutoFocus={keepFocusForNext}
            disabled={!choices[LEVELS[i]!]}
          />
          <StepHint step={step} level={level} />
        </div>
      ))}
      <AmountFields
        id={id}
        complete={complete}
        sar={sar}
        setSar={setSar}
        price={price}
        aed={aed}
        setAed={setAed}
        onCalculate={() => {
          setPrice(TRANSFER_FIXED_RATE);
          setAed(transferToAed(sar));
        }}
      >
        <StepHint step={step} level="amount" />
      </AmountFields>
    </div>
  );
}

/** What to do next, shown under the level it is about while that step is current. */
function StepHint({ step, level }: { step: Step | null; level: Step }) {
  const { t } = useTranslation('calculator');
  if (step !== level) return null;
  return (
    <p role="status" className="rounded bg-slate-900 px-2 py-1 text-xs text-white">
      {t(`transfer.steps.${level}`)}
    </p>
  );
}

/** The step whose hint shows (the next thing to do), hidden again after a moment. */
function useStepHint() {
  const [step, setStep] = useState<Step | null>('country');
  useEffect(() => {
    if (!step) return;
    const timer = window.setTimeout(() => setStep(null), TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [step]);
  return [step, setStep] as const;
}

/** The destination countries as the currency picker lists them, first "choose". */
function useCountryItems(): CurrencyItem[] {
  const { t } = useTranslation('calculator');
  return [
    { code: NO_CURRENCY, label: t('transfer.choose') },
    { code: 'SA', label: t('transfer.countries.SA') },
    { code: 'US', label: t('transfer.countries.US') },
  ].map(({ code, label }) => ({
    currency: code,
    name: label,
    flag: code === NO_CURRENCY ? '' : code,
    ratePurchases: 0,
    rateSale: 0,
    POPR: '*',
    searchableName: `${code === NO_CURRENCY ? '' : code} ${label}`.toLowerCase(),
  }));
}

/** Riyals typed, the price and dirhams shown once calculated; usable when every level is chosen. */
function AmountFields({
  id,
  complete,
  sar,
  setSar,
  price,
  aed,
  setAed,
  onCalculate,
  children,
}: {
  id: string;
  complete: boolean;
  sar: string;
  setSar: (value: string) => void;
  price: string;
  aed: string;
  setAed: (value: string) => void;
  onCalculate: () => void;
  /** The step's hint, between the amounts and the button. */
  children: ReactNode;
}) {
  const { t } = useTranslation('calculator');
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ['sarAmount', sar, setSar],
            ['price', price, null],
            ['aedAmount', aed, setAed],
          ] as const
        ).map(([key, value, set]) => (
          <div key={key} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
              {t(`transfer.${key}`)}
            </label>
            <input
              id={`${id}-${key}`}
              type="text"
              inputMode="decimal"
              dir="ltr"
              value={value}
              readOnly={!set}
              disabled={!complete}
              aria-describedby={set ? `${id}-amount-hint` : undefined}
              onChange={(event) => set?.(sanitizeTransferAmount(event.target.value, value))}
              className={inputClassName}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-amount-hint`} className="text-xs text-slate-600">
        {t('transfer.amountHint')}
      </p>
      {children}
      <Button disabled={!complete || sar === ''} onClick={onCalculate}>
        {t('transfer.calculate')}
      </Button>
    </>
  );
}
