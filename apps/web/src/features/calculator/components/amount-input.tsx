import { normalizeDigits } from '@waha/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_MS } from '../constants';
import { CurrencyFlag } from './currency-flag';

export interface AmountInputProps {
  label: string;
  value: string;
  currency: string;
  flag: string;
  onChange: (raw: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

/**
 * Anything but digits and one point was typed (converted Arabic-Indic digits do not count, nor
 * thousands separators: the worked-out amount is shown grouped, and editing it keeps them).
 */
export function hadStrayCharacters(raw: string): boolean {
  const normalized = normalizeDigits(raw).replaceAll(',', '');
  return /[^0-9.]/.test(normalized) || normalized.split('.').length > 2;
}

/** An amount field; a short tooltip explains when typed characters were dropped. */
export function AmountInput({ label, value, currency, flag, onChange, onBlur, disabled }: AmountInputProps) {
  const { t } = useTranslation('calculator');
  const id = useId();
  const [tip, setTip] = useState(false);

  useEffect(() => {
    if (!tip) return;
    const timer = window.setTimeout(() => setTip(false), TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [tip]);

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-brand focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent has-[:disabled]:bg-slate-100">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-describedby={tip ? `${id}-tip` : undefined}
          onChange={(event) => {
            if (hadStrayCharacters(event.target.value)) setTip(true);
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          // The frame around the field shows focus; a second outline inside it would be noise.
          style={{ outline: 'none' }}
          className="min-h-11 w-full min-w-0 rounded-md bg-transparent px-3 py-2 text-lg font-semibold text-slate-900 focus-visible:outline-none"
        />
        <span className="flex items-center gap-1.5 pe-3 text-sm font-semibold text-slate-700">
          {flag && <CurrencyFlag country={flag} />}
          {currency}
        </span>
      </div>
      {tip && (
        <p
          id={`${id}-tip`}
          role="status"
          className="absolute top-full z-10 mt-1 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow"
        >
          {t('amount.digitsOnly')}
        </p>
      )}
    </div>
  );
}
