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
  const groups = () =>
    screen.getAllByRole('group').map((group) => ({
      city:
        group.getAttribute('aria-labelledby') &&
        document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      branches: within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    }));

  it('lists the branches under their cities, in the spec order of their first branch (English)', async () => {
    const options = await openBranches('en');
    expect(options).toHaveLength(BRANCH_IDS.length + 1);
    expect(options[0]).toHaveAccessibleName('Choose branch');
    expect(groups()).toEqual([
      { city: 'Al-Madinah', branches: ['Al-Madinah'] },
      { city: 'Jeddah', branches: ['Jeddah – Qabel Street', 'Jeddah – Al-Masadiya', 'Jeddah – Airport'] },
      { city: 'Yanbu', branches: ['Yanbu'] },
      { city: 'Riyadh', branches: ['Riyadh – Al-Bathaa', 'Riyadh – Al-Quds'] },
      { city: 'Najran', branches: ['Najran'] },
      { city: 'Taif', branches: ['Taif'] },
    ]);
    // Each group is named by its city; an option's name stays the branch's name.
    expect(screen.getByRole('group', { name: 'Riyadh' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Riyadh' })).getAllByRole('option')[1],
    ).toHaveAccessibleName('Riyadh – Al-Quds');
  });

  it('names the cities in Arabic, and the arrow keys walk the options across the groups', async () => {
    await openBranches('ar');
    expect(groups().map((group) => group.city)).toEqual([
      'المدينة المنورة',
      'جدة',
      'ينبع',
      'الرياض',
      'نجران',
      'الطائف',
    ]);
    const user = userEvent.setup();
    const list = screen.getByRole('listbox');
    // From the placeholder (selected), two steps down: past Al-Madinah's group into Jeddah's.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(list.getAttribute('aria-activedescendant')!);
    expect(active?.closest('[role="group"]')).toHaveAccessibleName('جدة');
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
