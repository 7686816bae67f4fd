import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANCH_IDS } from '@waha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { BranchSelect } from './branch-select';
import { CurrencyPicker } from './currency-picker';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

async function openBranches(language: 'en' | 'ar') {
  const i18n = await initI18n(language);
  await i18n.loadNamespaces(['calculator']);
  render(<BranchSelect value={1} onChange={() => {}} onOpenChange={() => {}} loading={false} />);
  await userEvent.setup().click(screen.getByRole('button', { name: /Branch|الفرع/ }));
  return within(await screen.findByRole('listbox')).getAllByRole('option');
}

describe('BranchSelect', () => {
  it('keeps the spec order and tags every branch with its city (English)', async () => {
    const options = await openBranches('en');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose branch',
      'Al-MadinahAl-Madinah',
      'JeddahJeddah – Qabel Street',
      'YanbuYanbu',
      'RiyadhRiyadh – Al-Bathaa',
      'RiyadhRiyadh – Al-Quds',
      'JeddahJeddah – Al-Masadiya',
      'JeddahJeddah – Airport',
      'NajranNajran',
      'TaifTaif',
    ]);
    expect(options).toHaveLength(BRANCH_IDS.length + 1);
    // The tag is for the eye; the option's name stays the branch's name.
    expect(options[5]).toHaveAccessibleName('Riyadh – Al-Quds');
  });

  it('tags the cities in Arabic', async () => {
    const options = await openBranches('ar');
    const tags = options.map((option) => within(option).queryByTestId('option-tag')?.textContent ?? null);
    expect(tags).toEqual([
      null,
      'المدينة المنورة',
      'جدة',
      'ينبع',
      'الرياض',
      'الرياض',
      'جدة',
      'جدة',
      'نجران',
      'الطائف',
    ]);
  });
});

describe('CurrencyPicker without currencies', () => {
  it('asks for a branch by default, and says nothing when the caller says a branch is chosen', async () => {
    const i18n = await initI18n('en');
    await i18n.loadNamespaces(['calculator']);
    const { rerender } = render(<CurrencyPicker label="From" items={[]} value={null} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('Choose a branch first');
    rerender(<CurrencyPicker label="From" items={[]} value={null} onChange={() => {}} emptyPlaceholder="" />);
    expect(screen.getByRole('button', { name: /^From/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^From/ })).not.toHaveTextContent('Choose a branch first');
  });
});
