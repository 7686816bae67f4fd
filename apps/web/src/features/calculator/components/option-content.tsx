import { CurrencyFlag } from './currency-flag';

export interface PickerOption {
  value: string;
  label: string;
  /** Shown in bold before the label (a currency code). */
  code?: string;
  /** ISO 3166 country of a flag shown first. */
  flag?: string;
  /** A second line in small type (e.g. a branch's city), part of the option's accessible name. */
  detail?: string;
}

/** One option as the trigger and the list show it: flag, code, label and detail. */
export function OptionContent({ option }: { option: PickerOption }) {
  return (
    <>
      {option.flag !== undefined && <CurrencyFlag country={option.flag} />}
      {option.code && <span className="font-semibold">{option.code}</span>}
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{option.label}</span>
        {option.detail && <span className="truncate text-xs text-slate-600">{option.detail}</span>}
      </span>
    </>
  );
}
