import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { TransferTab } from './transfer-tab';

beforeAll(async () => {
  // jsdom lacks the layout and pointer APIs Radix Select calls.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['calculator']);
});

describe('TransferTab', () => {
  it('shows only the soon text while the flag is off', () => {
    render(<TransferTab />);
    expect(screen.getByText('Money transfers from the calculator are coming soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
  });

  it('walks the chain, clears lower levels on a change and calculates at 3.75', async () => {
    const user = userEvent.setup();
    render(<TransferTab enabled />);
    expect(screen.getByText('Start by choosing the destination country.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Destination country/ }));
    // The open list loads on first use (picker-popup.tsx): wait for it.
    await user.type(await screen.findByRole('combobox', { name: 'Search country' }), 'united');
    await user.keyboard('{Enter}');
    // Choosing the country opens the next dropdown.
    const currencies = await screen.findByRole('listbox');
    await user.click(within(currencies).getByRole('option', { name: 'UAE Dirham' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bank deposit' }),
    );
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'The app' }));

    const sar = screen.getByLabelText('Amount in Saudi riyals');
    await user.type(sar, '37a5.555');
    expect(sar).toHaveValue('375.55');
    await user.clear(sar);
    await user.type(sar, '375');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('Price')).toHaveValue('3.75');
    expect(screen.getByLabelText('Amount in UAE dirhams')).toHaveValue('100');

    // A new receipt method clears the source, the amounts and the price.
    await user.click(screen.getByRole('button', { name: /Receipt method/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cash pickup' }));
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Amount in Saudi riyals')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(screen.getByRole('button', { name: /Send from/ })).toHaveTextContent('Choose');
  });
});
