import { CurrencyFlag } from './currency-flag';

export interface PickerOption {
  value: string;
  label: string;
  /** Shown in bold before the label (a currency code). */
  code?: string;
  /** ISO 3166 country of a flag shown first. */
  flag?: string;
  /**
   * A short tag shown first (a branch's city), so a list kept in a fixed order still reads by
   * city at a glance. Hidden from assistive technology: the label already says it.
   */
  tag?: string;
}

/** One option as the list shows it (flag, tag, code, label); the trigger leaves the tag out. */
export function OptionContent({ option, inTrigger = false }: { option: PickerOption; inTrigger?: boolean }) {
  return (
    <>
      {option.flag !== undefined && <CurrencyFlag country={option.flag} />}
      {option.tag && !inTrigger && (
        <span
          aria-hidden="true"
          data-testid="option-tag"
          className="w-24 shrink-0 truncate rounded bg-slate-100 px-1.5 py-0.5 text-center text-xs font-medium text-slate-700"
        >
          {option.tag}
        </span>
      )}
      {option.code && <span className="font-semibold">{option.code}</span>}
      {/* A space for the accessible name ("USD US Dollar", not "USDUS Dollar": WCAG 2.5.3); between
          flex items it takes no room, the gap already shows one. */}
      {option.code && ' '}
      <span className="truncate">{option.label}</span>
    </>
  );
}
