import { describe, expect, it } from 'vitest';
import { filterCurrencies, toCurrencyItems } from './currency-items';
import { exchangeReducer, INITIAL_EXCHANGE, shownAmount, type ExchangeState } from './exchange-state';
import { hadStrayCharacters } from '../components/amount-input';

const usd = { ratePurchase: 3.745, rateSale: 3.765, popr: '*' };
const selected: ExchangeState = { ...INITIAL_EXCHANGE, currency: 'USD' };

describe('exchangeReducer', () => {
  it('recalculates the other amount from the one edited last', () => {
    let s = exchangeReducer(selected, { type: 'edit', field: 'firstInput', raw: '100', rate: usd });
    expect(s).toMatchObject({ first: '100', second: '374.5', lastEdited: 'firstInput' });
    s = exchangeReducer(s, { type: 'edit', field: 'secondInput', raw: '749', rate: usd });
    expect(s).toMatchObject({ first: '200', second: '749', lastEdited: 'secondInput' });
  });

  it('uses the sale rate once swapped (the customer buys) and resets the amounts', () => {
    let s = exchangeReducer(selected, { type: 'edit', field: 'firstInput', raw: '100', rate: usd });
    s = exchangeReducer(s, { type: 'swap' });
    expect(s).toMatchObject({ sarFirst: true, first: '0', second: '0' });
    s = exchangeReducer(s, { type: 'edit', field: 'firstInput', raw: '376.5', rate: usd });
    expect(s.second).toBe('100');
  });

  it('cleans input, converts Arabic-Indic digits, empties both on empty and gives 0 on blur', () => {
    let s = exchangeReducer(selected, { type: 'edit', field: 'firstInput', raw: '٠١٠x', rate: usd });
    expect(s).toMatchObject({ first: '10', second: '37.45' });
    s = exchangeReducer(s, { type: 'edit', field: 'firstInput', raw: '', rate: usd });
    expect(s).toMatchObject({ first: '', second: '' });
    s = exchangeReducer(s, { type: 'blur', field: 'firstInput', rate: usd });
    expect(s).toMatchObject({ first: '0', second: '0' });
  });

  it('resets both amounts on a currency or branch change', () => {
    const s = exchangeReducer(selected, { type: 'edit', field: 'firstInput', raw: '5', rate: usd });
    expect(exchangeReducer(s, { type: 'select', currency: 'EUR' })).toMatchObject({
      currency: 'EUR',
      first: '0',
      second: '0',
    });
    expect(exchangeReducer(s, { type: 'reset' })).toMatchObject({ first: '0', second: '0' });
  });
});

describe('maximum amount', () => {
  it('refuses a keystroke past 10,000,000 on either side and says so; the next good one clears it', () => {
    const selected = exchangeReducer(INITIAL_EXCHANGE, { type: 'select', currency: 'USD' });
    let s = exchangeReducer(selected, { type: 'edit', field: 'firstInput', raw: '1000000', rate: usd });
    s = exchangeReducer(s, { type: 'edit', field: 'firstInput', raw: '100000000', rate: usd });
    expect(s).toMatchObject({ first: '1000000', overMax: true });
    // 3,000,000 USD would be over 11 million riyals on the other side.
    s = exchangeReducer(s, { type: 'edit', field: 'firstInput', raw: '3000000', rate: usd });
    expect(s).toMatchObject({ first: '1000000', overMax: true });
    s = exchangeReducer(s, { type: 'edit', field: 'firstInput', raw: '100', rate: usd });
    expect(s).toMatchObject({ first: '100', overMax: false });
  });
});

describe('currency items', () => {
  const rows = [
    {
      CURRENCY: 'USD',
      CURR_NAME: 'US Dollar',
      CURR_ANAME: 'دولار أمريكي',
      RATEPURCHES: 3.7,
      RATESALE: 3.8,
      POPR: '*',
    },
    { CURRENCY: 'EUR', CURR_NAME: 'Euro', CURR_ANAME: 'يورو', RATEPURCHES: 4, RATESALE: 4.1, POPR: '*' },
  ];

  it('names currencies in Arabic for ar, with flags and a placeholder first', () => {
    const items = toCurrencyItems(rows, 'ar', 'اختر العملة');
    expect(items.map((i) => i.currency)).toEqual(['null', 'USD', 'EUR']);
    expect(items[1]).toMatchObject({ name: 'دولار أمريكي', flag: 'US', searchableName: 'usd دولار امريكي' });
    expect(toCurrencyItems(rows, 'en', 'Choose')[2]).toMatchObject({ name: 'Euro', flag: 'EU' });
  });

  it('names currencies in Urdu from the browser’s CLDR data, searchable in Urdu', () => {
    const items = toCurrencyItems(rows, 'ur', 'کرنسی منتخب کریں');
    expect(items[1]?.name).toBe('امریکی ڈالر');
    expect(filterCurrencies(items, 'ڈالر').map((i) => i.currency)).toEqual(['USD']);
    // Arabic letter forms typed on an Arabic keyboard still find the Urdu name.
    expect(filterCurrencies(items, 'امريكي').map((i) => i.currency)).toEqual(['USD']);
  });

  it('searches code and name case-insensitively; the placeholder only while searching', () => {
    const items = toCurrencyItems(rows, 'en', 'Choose currency');
    expect(filterCurrencies(items, '').map((i) => i.currency)).toEqual(['USD', 'EUR']);
    expect(filterCurrencies(items, 'eu').map((i) => i.currency)).toEqual(['EUR']);
    expect(filterCurrencies(items, 'DOLLAR').map((i) => i.currency)).toEqual(['USD']);
    expect(filterCurrencies(items, 'choose').map((i) => i.currency)).toEqual(['null']);
  });
});

describe('shownAmount', () => {
  it('groups the worked-out amount in every language (the site writes Latin digits) and leaves the typed one as typed', () => {
    const s = exchangeReducer(selected, { type: 'edit', field: 'firstInput', raw: '29776', rate: usd });
    expect(s.second).toBe('111511.12');
    for (const language of ['ar', 'en', 'ur'] as const) {
      expect(shownAmount(s, 'secondInput', language)).toBe('111,511.12');
      expect(shownAmount(s, 'firstInput', language)).toBe('29776');
    }
    // Typing into the other field turns the roles round.
    const back = exchangeReducer(s, { type: 'edit', field: 'secondInput', raw: '1234567.5', rate: usd });
    expect(shownAmount(back, 'secondInput', 'en')).toBe('1234567.5');
    expect(shownAmount(back, 'firstInput', 'en')).toBe('329,657.54');
  });

  it('takes the grouped amount back when it is edited, without the digits-only tip', () => {
    const s = exchangeReducer(selected, {
      type: 'edit',
      field: 'secondInput',
      raw: '111,511.125',
      rate: usd,
    });
    expect(s.second).toBe('111511.125');
    expect(hadStrayCharacters('111,511.12')).toBe(false);
    expect(hadStrayCharacters('١١١٬٥١١٫١٢')).toBe(false);
    expect(hadStrayCharacters('12a')).toBe(true);
  });
});
