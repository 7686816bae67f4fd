import type { CannedReply, StaffTicket } from '@waha/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initStaffI18n } from '../../../test/staff-i18n';
import { fakeContentApi, renderWithQueries } from '../content/test/fake-content-api';
import { TicketReply } from '../tickets/ticket-reply';
import { CannedDesk } from './canned-desk';

beforeEach(() => initStaffI18n('en', ['tickets']));
afterEach(() => vi.unstubAllGlobals());

const REFUND: CannedReply = {
  id: '3f1d2c4e-0000-4000-8000-000000000001',
  code: 'refund',
  title: 'Refund sent',
  textAr: 'عزيزي {{name}}، أُعيد المبلغ للطلب {{ticket}}.',
  textEn: 'Dear {{name}}, ticket {{ticket}} was refunded; {{daysLeft}} days left.',
  textUr: 'محترم {{name}}، درخواست {{ticket}} کی رقم واپس کر دی گئی۔',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the canned replies desk', () => {
  it('refuses an empty reply field by field, then posts the shared schema’s values', async () => {
    const api = fakeContentApi([REFUND]);
    renderWithQueries(<CannedDesk />);
    expect(await screen.findByRole('cell', { name: '/refund' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New canned reply' }));
    const form = screen.getByRole('form', { name: 'New canned reply' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(5);
    expect(api.writes()).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Short code/ }), '/Late');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Late transfer');
    for (const lang of ['Arabic', 'English', 'Urdu'])
      await userEvent.type(
        within(form).getByRole('textbox', { name: new RegExp(`^Text \\(${lang}\\)`) }),
        `T ${lang}`,
      );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/staff/canned-replies',
      body: {
        code: 'late',
        title: 'Late transfer',
        textAr: 'T Arabic',
        textEn: 'T English',
        textUr: 'T Urdu',
      },
    });
  });

  it('deletes a row by its named button', async () => {
    const api = fakeContentApi([REFUND]);
    renderWithQueries(<CannedDesk />);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete\s*\/refund$/ }));
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/staff/canned-replies/${REFUND.id}` }]),
    );
  });
});

describe('the reply box', () => {
  const ticket = {
    id: 'TK12345678',
    name: 'Muhammad Asif Khan',
    language: 'ur',
    targetAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  } as StaffTicket;
  const stubPickList = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([REFUND]), { status: 200 })),
    );

  it('turns /code + Tab into the reply in the customer’s language, filled in', async () => {
    stubPickList();
    renderWithQueries(
      <TicketReply ticket={ticket} label="Response" action="Solve" busy={false} onSend={() => {}} />,
    );
    // The remedy field's catalog (complaints) loads first: the box appears once it has.
    const box = await screen.findByRole('textbox', { name: /^Response/ });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await userEvent.type(box, 'Salam /refund');
    await userEvent.keyboard('{Tab}');
    await waitFor(() =>
      expect(box).toHaveValue('Salam محترم Muhammad Asif Khan، درخواست TK12345678 کی رقم واپس کر دی گئی۔'),
    );
    expect(box).toHaveFocus();
  });

  it('inserts from the picker and gives the focus back to the reply box', async () => {
    stubPickList();
    renderWithQueries(
      <TicketReply ticket={ticket} label="Response" action="Solve" busy={false} onSend={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Insert a canned reply' }));
    // jsdom has no showModal(): the dialog never gets `open`, so its content counts as hidden.
    await userEvent.click(await screen.findByRole('button', { name: /Refund sent/, hidden: true }));
    const box = screen.getByRole('textbox', { name: /^Response/ });
    await waitFor(() =>
      expect(box).toHaveValue('محترم Muhammad Asif Khan، درخواست TK12345678 کی رقم واپس کر دی گئی۔'),
    );
    expect(box).toHaveFocus();
  });
});
