import { useTranslation } from 'react-i18next';
import { NO_CURRENCY } from '../constants';
import { filterCurrencies, type CurrencyItem } from '../model/currency-items';
import { Picker, type PickerOption } from './picker';

function toOption(item: CurrencyItem): PickerOption {
  return item.currency === NO_CURRENCY
    ? { value: item.currency, label: item.name, flag: '' }
    : { value: item.currency, label: item.name, code: item.currency, flag: item.flag };
}

export interface CurrencyPickerProps {
  label: string;
  items: CurrencyItem[];
  value: string | null;
  onChange: (currency: string | null) => void;
  placeholder?: string;
  /** Trigger text while there is nothing to choose; "Choose a branch first" unless given. */
  emptyPlaceholder?: string;
  searchLabel?: string;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A currency (or country) dropdown with a search box on code plus name, 153 px tall at most. */
export function CurrencyPicker({
  label,
  items,
  value,
  onChange,
  placeholder,
  emptyPlaceholder,
  searchLabel,
  onCloseAutoFocus,
}: CurrencyPickerProps) {
  const { t } = useTranslation('calculator');
  const disabled = items.length === 0;
  return (
    <Picker
      label={label}
      options={items.map(toOption)}
      value={value}
      onChange={(next) => onChange(next === NO_CURRENCY ? null : next)}
      disabled={disabled}
      placeholder={
        placeholder ??
        (disabled ? (emptyPlaceholder ?? t('currency.chooseBranchFirst')) : t('currency.placeholder'))
      }
      listClassName="max-h-[153px]"
      onCloseAutoFocus={onCloseAutoFocus}
      search={{
        label: searchLabel ?? t('currency.search'),
        empty: t('currency.noResults'),
        filter: (term) => filterCurrencies(items, term).map(toOption),
      }}
    />
  );
}
