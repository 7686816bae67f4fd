import { CurrencyFlag } from './currency-flag';

export interface PickerOption {
  value: string;
  label: string;
  /** Shown in bold before the label (a currency code). */
  code?: string;
  /** ISO 3166 country of a flag shown first. */
  flag?: string;
  /**
   * The heading the option is listed under (a branch's city): the list shows consecutive options
   * of one group under that heading, as an ARIA group named by it.
   */
  group?: string;
}

/** One option as the list and the trigger show it (flag, code, label). */
export function OptionContent({ option }: { option: PickerOption }) {
  return (
    <>
      {option.flag !== undefined && <CurrencyFlag country={option.flag} />}
      {option.code && <span className="font-semibold">{option.code}</span>}
      {/* A space for the accessible name ("USD US Dollar", not "USDUS Dollar": WCAG 2.5.3); between
          flex items it takes no room, the gap already shows one. */}
      {option.code && ' '}
      <span className="truncate">{option.label}</span>
    </>
  );
}
