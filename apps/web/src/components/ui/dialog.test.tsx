import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

// jsdom has <dialog> but not its modal methods: enough of them to open, close and say so.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(async () => {
  await initI18n('en');
});

/**
 * A page asking for a code: its button is busy (disabled) while the request runs, which loses
 * focus, and the dialog either stays mounted with open=false or is taken off the page.
 */
function Asking({ unmountOnClose }: { unmountOnClose: boolean }) {
  const send = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onOpenChange={setOpen} title="Enter the code" returnFocus={send}>
      <p>code</p>
    </Dialog>
  );
  return (
    <>
      <Button ref={send} onClick={() => setOpen(true)}>
        Send verification code
      </Button>
      {(open || !unmountOnClose) && dialog}
    </>
  );
}

describe('Dialog', () => {
  it.each([false, true])(
    'gives focus back to the control that asked, when closed by its button (unmounted: %s)',
    async (unmountOnClose) => {
      render(<Asking unmountOnClose={unmountOnClose} />);
      const send = screen.getByRole('button', { name: 'Send verification code' });
      await userEvent.click(send);
      const close = await screen.findByRole('button', { name: 'Close' });
      close.focus();
      await userEvent.click(close);
      expect(screen.queryByText('code')).not.toBeInTheDocument();
      expect(send).toHaveFocus();
    },
  );

  it('gives focus back when the browser closes it (Escape) and focus fell on the page', async () => {
    render(<Asking unmountOnClose={false} />);
    const send = screen.getByRole('button', { name: 'Send verification code' });
    await userEvent.click(send);
    const dialog = document.querySelector('dialog')!;
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    act(() => dialog.close());
    expect(send).toHaveFocus();
  });

  it('leaves focus where the page put it (a confirmation), not back on the button', async () => {
    function Confirming() {
      const send = useRef<HTMLButtonElement>(null);
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button ref={send}>Send verification code</Button>
          <p tabIndex={-1} id="done">
            Done
          </p>
          <Dialog
            open={open}
            onOpenChange={(next) => {
              document.getElementById('done')!.focus();
              setOpen(next);
            }}
            title="Enter the code"
            returnFocus={send}
          />
        </>
      );
    }
    render(<Confirming />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Done')).toHaveFocus();
  });
});
