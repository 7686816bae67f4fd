import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Confirmation } from './confirmation';

/** A form that is replaced by its confirmation, as every public form is once sent. */
function SentForm() {
  const [sent, setSent] = useState(false);
  return sent ? (
    <Confirmation title="Thank you" message="Your request has been received.">
      <p>Request number: TK12345678</p>
    </Confirmation>
  ) : (
    <button type="button" onClick={() => setSent(true)}>
      Send
    </button>
  );
}

describe('Confirmation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the form’s place in view and with focus, announced by its success line', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<SentForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('status', { name: 'Your request has been received.' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('tabindex', '-1');
    expect(box).toHaveTextContent('TK12345678');
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you' })).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(box);
  });
});
