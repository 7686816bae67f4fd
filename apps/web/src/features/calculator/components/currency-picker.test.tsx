import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { CurrencyPicker } from './currency-picker';
import type { CurrencyItem } from '../model/currency-items';

const item = (currency: string, name: string): CurrencyItem => ({
  currency,
  name,
  flag: 'US',
  ratePurchases: 3.75,
  rateSale: 3.76,
  POPR: '1',
  searchableName: `${currency} ${name}`.toLowerCase(),
});

// WCAG 2.5.3 (label in name): the button's name holds the words it shows, "USD US Dollar", not
// "USDUS Dollar" (the code and the name are flex items: the gap between them is no space).
describe('CurrencyPicker trigger', () => {
  it.each([
    ['ar', 'من', 'دولار أمريكي'],
    ['en', 'From', 'US Dollar'],
    ['ur', 'سے', 'امریکی ڈالر'],
  ] as const)('in %s is named by its label and the currency as shown', async (language, label, name) => {
    await initI18n(language, ['calculator']);
    render(<CurrencyPicker label={label} items={[item('USD', name)]} value="USD" onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: `${label} USD ${name}` });
    expect(trigger).toHaveTextContent(`USD ${name}`, { normalizeWhitespace: true });
  });
});
