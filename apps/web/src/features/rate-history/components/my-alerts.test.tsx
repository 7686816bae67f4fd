import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { MyAlerts } from './my-alerts';

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
afterEach(() => vi.unstubAllGlobals());

describe('MyAlerts code step', () => {
  it.each(['ar', 'en'] as const)(
    'in %s gives focus back to "Show my alerts" when the code dialog is closed with Escape',
    async (language) => {
      const { t } = await initI18n(language, ['rate-alerts', 'otp']);
      let release: (response: Response) => void = () => undefined;
      vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)));
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MyAlerts branchName={String} />
        </QueryClientProvider>,
      );
      await userEvent.type(screen.getByRole('textbox'), '0501234567');
      const ask = screen.getByRole('button', { name: t('rate-alerts:manage.submit') });
      await userEvent.click(ask);
      // While the code is asked for the button is busy (disabled), and a browser drops its focus.
      await waitFor(() => expect(ask).toBeDisabled());
      act(() => ask.blur());
      release(
        new Response(
          JSON.stringify({
            maskedPhone: '+966 5•• ••• 567',
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
            resendAfterSeconds: 60,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
      const dialog = await screen.findByRole('dialog', { name: t('otp:dialog.title') });
      // Escape: the browser closes the modal and focus, left inside it, is lost.
      act(() => (dialog as HTMLDialogElement).close());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(ask).toHaveFocus();
    },
  );
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('MyAlerts: a refused code', () => {
  it.each(['ar', 'en', 'ur'] as const)(
    'in %s shows the one translated refusal (wrong, expired, used or never asked alike)',
    async (language) => {
      const { t } = await initI18n(language, ['rate-alerts', 'otp']);
      const sent = {
        maskedPhone: '+966 5•• ••• 567',
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        resendAfterSeconds: 60,
      };
      const refused = { code: 'otp_rejected', message: 'server text' };
      vi.stubGlobal('fetch', (url: string) =>
        Promise.resolve(String(url).endsWith('/mine/code') ? json(sent, 200) : json(refused, 400)),
      );
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MyAlerts branchName={String} />
        </QueryClientProvider>,
      );
      await userEvent.type(screen.getByRole('textbox'), '0501234567');
      await userEvent.click(screen.getByRole('button', { name: t('rate-alerts:manage.submit') }));
      const dialog = await screen.findByRole('dialog', { name: t('otp:dialog.title') });
      await userEvent.type(within(dialog).getByRole('textbox'), '123456');
      await userEvent.click(within(dialog).getByRole('button', { name: t('otp:dialog.confirm') }));
      const message = t('errors.otp_rejected');
      expect(message).not.toBe('errors.otp_rejected');
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    },
  );
});
