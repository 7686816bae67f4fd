import {
  AMOUNT_DECIMALS,
  convertAmount,
  formatNumber,
  type Language,
  exceedsMaxAmount,
  sanitizeAmountInput,
  type CurrencyRate,
  type ExchangeSide,
} from '@waha/shared';
import type { CurrencyItem } from './currency-items';

export type AmountField = 'firstInput' | 'secondInput';

/**
 * The exchange tab's state (SPEC.md section 4). `sarFirst` false: the customer gives the foreign
 * currency (first input) and receives riyals (second input), i.e. sells; true: the reverse, buys.
 */
export interface ExchangeState {
  sarFirst: boolean;
  currency: string | null;
  first: string;
  second: string;
  lastEdited: AmountField;
  /** The last keystroke would have gone past the maximum and was not taken. */
  overMax: boolean;
}

export type ExchangeAction =
  | { type: 'reset' }
  | { type: 'select'; currency: string | null }
  | { type: 'swap' }
  | { type: 'edit'; field: AmountField; raw: string; rate: CurrencyRate | null }
  | { type: 'blur'; field: AmountField; rate: CurrencyRate | null };

export const INITIAL_EXCHANGE: ExchangeState = {
  sarFirst: false,
  currency: null,
  first: '0',
  second: '0',
  lastEdited: 'firstInput',
  overMax: false,
};

export function sideOf(state: Pick<ExchangeState, 'sarFirst'>): ExchangeSide {
  return state.sarFirst ? 'buy' : 'sell';
}

export function rateOf(item: CurrencyItem | undefined): CurrencyRate | null {
  return item ? { ratePurchase: item.ratePurchases, rateSale: item.rateSale, popr: item.POPR } : null;
}

/**
 * What a field shows: the amount the calculator works out reads grouped ("111,510.75", in the
 * site's digits); the one being typed stays as typed, since separators appearing under the caret
 * would move it. The state keeps plain decimal text either way (decimal math, big.js).
 */
export function shownAmount(state: ExchangeState, field: AmountField, language: Language): string {
  const value = field === 'firstInput' ? state.first : state.second;
  return state.lastEdited === field ? value : formatNumber(value, language, AMOUNT_DECIMALS);
}

/** The other field's value after `field` was set to `value` (last edited wins). */
function counterpart(state: ExchangeState, field: AmountField, value: string, rate: CurrencyRate | null) {
  if (!rate) return value === '' ? '' : '0';
  // The foreign amount is the first input unless the customer gives riyals.
  const typedIsForeign = (field === 'firstInput') !== state.sarFirst;
  return convertAmount(value, rate, sideOf(state), typedIsForeign ? 'toSar' : 'fromSar');
}

function withAmount(state: ExchangeState, field: AmountField, value: string, rate: CurrencyRate | null) {
  const other = value === '' ? '' : counterpart(state, field, value, rate);
  return field === 'firstInput'
    ? { ...state, first: value, second: other, lastEdited: field, overMax: false }
    : { ...state, first: other, second: value, lastEdited: field, overMax: false };
}

export function exchangeReducer(state: ExchangeState, action: ExchangeAction): ExchangeState {
  switch (action.type) {
    case 'reset':
      // A branch change (or fresh rates) starts over with both amounts at 0.
      return { ...state, first: '0', second: '0' };
    case 'select':
      return { ...state, currency: action.currency, first: '0', second: '0' };
    case 'swap': {
      // Flip the SAR side and swap the amounts; changing the swap state then resets them to 0.
      const swapped = { ...state, sarFirst: !state.sarFirst, first: state.second, second: state.first };
      return { ...swapped, first: '0', second: '0' };
    }
    case 'edit': {
      const value = sanitizeAmountInput(action.raw);
      if (exceedsMaxAmount(value)) return { ...state, overMax: true };
      const next = withAmount(state, action.field, value, action.rate);
      // The converted side may not pass the maximum either (a tiny rate times a big amount).
      const other = action.field === 'firstInput' ? next.second : next.first;
      return exceedsMaxAmount(other) ? { ...state, overMax: true } : next;
    }
    case 'blur': {
      const value = action.field === 'firstInput' ? state.first : state.second;
      return value === '' ? withAmount(state, action.field, '0', action.rate) : state;
    }
  }
}
