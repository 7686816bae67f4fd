import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { DateField } from './date-field';
import { Form } from './form';
import { isoDayOf } from './date-picker-popup';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

/** A react-hook-form with one registered date field, as the customer forms draw it. */
function OneDate({ onSubmit }: { onSubmit: (values: { day: string }) => void }) {
  const form = useForm<{ day: string }>({ defaultValues: { day: '' } });
  return (
    <Form onSubmit={form.handleSubmit(onSubmit)}>
      <DateField label="ID expiry date" picker {...form.register('day')} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('DateField with a calendar', () => {
  it('writes the picked day into the registered field, and Escape gives focus back to the button', async () => {
    await initI18n('ar');
    const user = userEvent.setup();
    let sent: { day: string } | null = null;
    render(<OneDate onSubmit={(values) => (sent = values)} />);
    const field = screen.getByRole('textbox', { name: 'ID expiry date' });
    await user.type(field, '2030-05-01');
    const button = screen.getByRole('button', { name: 'اختر تاريخًا من التقويم: ID expiry date' });
    await user.click(button);
    let calendar = await screen.findByRole('dialog', { name: 'التقويم: ID expiry date' });
    // It opens on the typed day, which has focus and is announced as chosen.
    expect(within(calendar).getByRole('button', { name: /(^|\s)1 مايو 2030، مختار$/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    calendar = await screen.findByRole('dialog', { name: 'التقويم: ID expiry date' });
    await user.click(within(calendar).getByRole('button', { name: /(^|\s)15 مايو 2030/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveValue('2030-05-15');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual({ day: '2030-05-15' });
  });

  it('names a local calendar day as the field holds it', () => {
    expect(isoDayOf(new Date(2030, 0, 9))).toBe('2030-01-09');
  });
});
